/**
 * Category pictograms: small flat illustrations of each kind of device, drawn as SVG in a 400 × 400 box
 * (centre 200, 200). They take a finish (the colours of the device's body) so products of one category
 * don't all look alike, and an optional `look` for the category's variants (a round watch, a laser printer…).
 */

export type Finish = {
  /** Main body colour, its lighter top and its darker edge/shadow. */
  body: string;
  light: string;
  edge: string;
  /** A colour detail (wheel, ring, strap, LED) and the two ends of the screen gradient. */
  accent: string;
  screenTop: string;
  screenBottom: string;
};

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(((h % 360) + 360) % 360)},${s}%,${l}%)`;

/** Device finishes: graphite, silver, white and a colour taken from the product's hue. */
export function finishFor(kind: 'graphite' | 'silver' | 'white' | 'colour', hue: number): Finish {
  const screen = { accent: hsl(hue, 80, 55), screenTop: hsl(hue + 30, 75, 62), screenBottom: hsl(hue - 20, 70, 34) };
  switch (kind) {
    case 'graphite':
      return { body: '#2a303c', light: '#4a5366', edge: '#151922', ...screen };
    case 'silver':
      return { body: '#c5cbd4', light: '#eef1f5', edge: '#8e97a4', ...screen };
    case 'white':
      return { body: '#eceef2', light: '#ffffff', edge: '#b9bfc9', ...screen };
    case 'colour':
      return { body: hsl(hue, 48, 46), light: hsl(hue, 55, 64), edge: hsl(hue, 50, 28), ...screen };
  }
}

/** The finishes a category's devices come in, first the most usual. */
export const CATEGORY_FINISHES: Record<string, Array<Parameters<typeof finishFor>[0]>> = {
  mouse: ['graphite', 'white', 'colour', 'graphite'],
  airpodes: ['white', 'graphite', 'white', 'colour'],
  camera: ['graphite', 'graphite', 'silver'],
  earphones: ['white', 'graphite', 'colour'],
  mobiles: ['colour', 'graphite', 'silver', 'colour'],
  printers: ['white', 'graphite', 'white'],
  processor: ['silver'],
  refrigerator: ['silver', 'graphite', 'silver', 'colour'],
  speakers: ['colour', 'graphite', 'colour'],
  tv: ['graphite'],
  trimmers: ['graphite', 'colour', 'silver'],
  watches: ['graphite', 'silver', 'graphite'],
};

/** Gradients shared by all pictograms, with ids prefixed by `id` (so one SVG can hold several). */
function defs(id: string, f: Finish) {
  return `<defs>
  <linearGradient id="${id}b" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${f.light}"/><stop offset="1" stop-color="${f.body}"/></linearGradient>
  <linearGradient id="${id}s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${f.screenTop}"/><stop offset="1" stop-color="${f.screenBottom}"/></linearGradient>
  <linearGradient id="${id}h" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
  <radialGradient id="${id}g" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#5b6f99"/><stop offset="0.45" stop-color="#1b2236"/><stop offset="1" stop-color="#05070d"/></radialGradient>
  <radialGradient id="${id}sh" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#0f172a" stop-opacity="0.28"/><stop offset="1" stop-color="#0f172a" stop-opacity="0"/></radialGradient>
  <pattern id="${id}d" width="9" height="9" patternUnits="userSpaceOnUse"><circle cx="4.5" cy="4.5" r="1.7" fill="#000" fill-opacity="0.22"/></pattern>
</defs>`;
}

/** What a drawing may vary by: the category's `look`, a stable per-product number and a short label. */
type Extra = { look?: string | undefined; variant: number; label?: string | undefined };
type Draw = (id: string, f: Finish, extra: Extra) => string;

/** A soft contact shadow under a device. */
const shadow = (id: string, cx: number, cy: number, rx: number, ry = 16) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#${id}sh)"/>`;

const mouse: Draw = (id, f) => `
${shadow(id, 200, 368, 130, 18)}
<path d="M200 38 C288 38 312 118 312 205 C312 305 268 362 200 362 C132 362 88 305 88 205 C88 118 112 38 200 38 Z" fill="url(#${id}b)" stroke="${f.edge}" stroke-width="3"/>
<path d="M92 172 Q200 196 308 172" fill="none" stroke="${f.edge}" stroke-width="3" stroke-opacity="0.7"/>
<path d="M200 40 V182" stroke="${f.edge}" stroke-width="3" stroke-opacity="0.7"/>
<rect x="186" y="78" width="28" height="62" rx="14" fill="${f.edge}"/>
<rect x="192" y="86" width="16" height="46" rx="8" fill="${f.accent}"/>
<path d="M116 110 C128 74 156 56 184 50" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="10" stroke-linecap="round"/>
<circle cx="200" cy="300" r="7" fill="${f.accent}" fill-opacity="0.8"/>`;

const bud = (id: string, f: Finish, cx: number, cy: number, flip: boolean) => {
  const s = flip ? -1 : 1;
  return `<g transform="translate(${cx} ${cy}) scale(${s} 1) rotate(-14)">
  <rect x="-14" y="8" width="30" height="118" rx="15" fill="url(#${id}b)" stroke="${f.edge}" stroke-width="2.5"/>
  <circle cx="0" cy="0" r="44" fill="url(#${id}b)" stroke="${f.edge}" stroke-width="2.5"/>
  <ellipse cx="-20" cy="-8" rx="16" ry="22" fill="${f.edge}" fill-opacity="0.85"/>
  <ellipse cx="-20" cy="-8" rx="9" ry="14" fill="#000" fill-opacity="0.35"/>
  <rect x="-6" y="104" width="14" height="14" rx="4" fill="#b7bdc7"/>
  <path d="M10 -34 C26 -30 36 -18 38 -4" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="6" stroke-linecap="round"/>
</g>`;
};

const airpodes: Draw = (id, f) => `
${shadow(id, 200, 364, 130, 16)}
<rect x="92" y="222" width="216" height="140" rx="60" fill="url(#${id}b)" stroke="${f.edge}" stroke-width="3"/>
<path d="M94 266 Q200 276 306 266" fill="none" stroke="${f.edge}" stroke-width="3" stroke-opacity="0.8"/>
<rect x="180" y="298" width="40" height="8" rx="4" fill="${f.edge}" fill-opacity="0.5"/>
<circle cx="200" cy="248" r="5" fill="${f.accent}"/>
${bud(id, f, 142, 86, false)}
${bud(id, f, 258, 86, true)}`;

const camera: Draw = (id, f, { look }) => {
  if (look === 'action') {
    return `
${shadow(id, 200, 350, 130, 16)}
<rect x="112" y="104" width="176" height="20" rx="6" fill="${f.accent}"/>
<rect x="96" y="116" width="208" height="196" rx="26" fill="url(#${id}b)" stroke="${f.edge}" stroke-width="3"/>
<rect x="112" y="134" width="74" height="62" rx="10" fill="url(#${id}s)"/>
<text x="149" y="172" font-family="DejaVu Sans, sans-serif" font-size="18" font-weight="bold" fill="#fff" text-anchor="middle">4K</text>
<rect x="196" y="132" width="92" height="92" rx="18" fill="${f.edge}"/>
<circle cx="242" cy="178" r="34" fill="#10141d" stroke="#3a4150" stroke-width="4"/>
<circle cx="242" cy="178" r="24" fill="url(#${id}g)"/>
<circle cx="233" cy="169" r="6" fill="#fff" fill-opacity="0.7"/>
<rect x="112" y="270" width="176" height="8" rx="4" fill="#000" fill-opacity="0.18"/>
<circle cx="130" cy="230" r="6" fill="${f.accent}"/>
<rect x="150" y="312" width="18" height="34" rx="4" fill="${f.edge}"/>
<rect x="190" y="312" width="18" height="34" rx="4" fill="${f.edge}"/>
<rect x="230" y="312" width="18" height="34" rx="4" fill="${f.edge}"/>`;
  }
  return `
${shadow(id, 200, 330, 160, 18)}
<path d="M148 128 L166 88 H244 L262 128 Z" fill="url(#${id}b)" stroke="${f.edge}" stroke-width="3"/>
<rect x="180" y="98" width="50" height="16" rx="5" fill="${f.edge}" fill-opacity="0.7"/>
<ellipse cx="98" cy="124" rx="22" ry="8" fill="${f.accent}"/>
<rect x="272" y="114" width="46" height="16" rx="5" fill="${f.edge}"/>
<rect x="48" y="126" width="304" height="190" rx="26" fill="url(#${id}b)" stroke="${f.edge}" stroke-width="3"/>
<path d="M48 160 V290 Q48 316 74 316 H112 Q126 316 126 300 V150 Q126 134 110 132 H74 Q48 132 48 160 Z" fill="#000" fill-opacity="0.22"/>
<rect x="48" y="126" width="304" height="26" rx="13" fill="#fff" fill-opacity="0.14"/>
<circle cx="226" cy="226" r="96" fill="${f.edge}"/>
<circle cx="226" cy="226" r="88" fill="none" stroke="${f.accent}" stroke-width="5"/>
<circle cx="226" cy="226" r="78" fill="#151922" stroke="#3d4556" stroke-width="6"/>
<circle cx="226" cy="226" r="58" fill="url(#${id}g)"/>
<circle cx="226" cy="226" r="30" fill="#06080e" fill-opacity="0.7"/>
<ellipse cx="204" cy="202" rx="14" ry="10" fill="#fff" fill-opacity="0.55"/>
<circle cx="252" cy="252" r="5" fill="#fff" fill-opacity="0.35"/>
<circle cx="322" cy="160" r="7" fill="#000" fill-opacity="0.3"/>`;
};

const earphoneBud = (id: string, f: Finish, cx: number, cy: number, angle: number) => `
<g transform="translate(${cx} ${cy}) rotate(${angle})">
  <rect x="-13" y="20" width="26" height="46" rx="10" fill="${f.edge}"/>
  <circle cx="0" cy="0" r="40" fill="url(#${id}b)" stroke="${f.edge}" stroke-width="2.5"/>
  <ellipse cx="0" cy="-30" rx="26" ry="16" fill="#3b4252"/>
  <circle cx="0" cy="4" r="14" fill="${f.accent}" fill-opacity="0.9"/>
  <path d="M-26 -4 C-24 -18 -14 -26 -4 -28" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="5" stroke-linecap="round"/>
</g>`;

const earphones: Draw = (id, f, { look }) => {
  if (look === 'neckband') {
    return `
${shadow(id, 200, 360, 150, 16)}
<path d="M92 110 C70 300 330 300 308 110" fill="none" stroke="${f.edge}" stroke-width="34" stroke-linecap="round"/>
<path d="M92 110 C70 300 330 300 308 110" fill="none" stroke="url(#${id}b)" stroke-width="26" stroke-linecap="round"/>
<rect x="62" y="62" width="56" height="112" rx="26" fill="url(#${id}b)" stroke="${f.edge}" stroke-width="3"/>
<rect x="282" y="62" width="56" height="112" rx="26" fill="url(#${id}b)" stroke="${f.edge}" stroke-width="3"/>
<rect x="298" y="96" width="24" height="8" rx="4" fill="${f.accent}"/>
<rect x="298" y="112" width="24" height="8" rx="4" fill="${f.edge}" fill-opacity="0.6"/>
<path d="M90 172 C96 250 130 280 150 300" fill="none" stroke="${f.edge}" stroke-width="5"/>
<path d="M310 172 C304 250 270 280 250 300" fill="none" stroke="${f.edge}" stroke-width="5"/>
${earphoneBud(id, f, 160, 314, 150)}
${earphoneBud(id, f, 240, 314, -150)}`;
  }
  return `
${shadow(id, 200, 376, 70, 10)}
<path d="M130 160 C128 210 170 230 196 262" fill="none" stroke="${f.edge}" stroke-width="6"/>
<path d="M268 178 C270 220 226 236 204 262" fill="none" stroke="${f.edge}" stroke-width="6"/>
<path d="M200 262 C200 300 200 310 200 330" fill="none" stroke="${f.edge}" stroke-width="7"/>
<rect x="150" y="196" width="22" height="48" rx="10" fill="url(#${id}b)" stroke="${f.edge}" stroke-width="2.5" transform="rotate(-32 161 220)"/>
<rect x="188" y="252" width="24" height="22" rx="8" fill="url(#${id}b)" stroke="${f.edge}" stroke-width="2.5"/>
<rect x="188" y="322" width="24" height="36" rx="6" fill="url(#${id}b)" stroke="${f.edge}" stroke-width="2.5"/>
<rect x="195" y="356" width="10" height="30" rx="3" fill="#c7ccd4"/>
<rect x="195" y="364" width="10" height="3" fill="#6b7280"/>
<rect x="195" y="374" width="10" height="3" fill="#6b7280"/>
${earphoneBud(id, f, 128, 100, -20)}
${earphoneBud(id, f, 272, 118, 24)}`;
};

const phoneCameras = (variant: number) => {
  const lens = (cx: number, cy: number, r: number) =>
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#0c0f16" stroke="#4a5366" stroke-width="4"/><circle cx="${cx - r / 3}" cy="${cy - r / 3}" r="${r / 4}" fill="#fff" fill-opacity="0.35"/>`;
  switch (variant % 3) {
    case 0: // a square island with three lenses
      return `<rect x="94" y="70" width="78" height="106" rx="22" fill="#000" fill-opacity="0.35"/>${lens(118, 96, 14)}${lens(118, 148, 14)}${lens(150, 122, 10)}<circle cx="150" cy="92" r="4" fill="#fde68a"/>`;
    case 1: // three lenses down the corner, no island
      return `${lens(112, 92, 15)}${lens(112, 134, 15)}${lens(112, 176, 15)}<circle cx="142" cy="92" r="4" fill="#fde68a"/>`;
    default: // a round module
      return `<circle cx="158" cy="128" r="54" fill="#000" fill-opacity="0.35" stroke="#fff" stroke-opacity="0.25" stroke-width="3"/>${lens(138, 110, 15)}${lens(178, 110, 15)}${lens(138, 150, 15)}<circle cx="178" cy="150" r="5" fill="#fde68a"/>`;
  }
};

const mobiles: Draw = (id, f, { variant }) => `
${shadow(id, 210, 372, 140, 14)}
<g transform="rotate(-9 160 210)">
  <rect x="76" y="52" width="164" height="318" rx="30" fill="url(#${id}b)" stroke="${f.edge}" stroke-width="3"/>
  ${phoneCameras(variant)}
</g>
<rect x="156" y="38" width="168" height="328" rx="32" fill="#11151d"/>
<rect x="164" y="46" width="152" height="312" rx="25" fill="url(#${id}s)"/>
<circle cx="${variant % 2 ? 290 : 200}" cy="150" r="90" fill="#fff" fill-opacity="0.14"/>
<circle cx="300" cy="300" r="80" fill="#000" fill-opacity="0.12"/>
<circle cx="240" cy="64" r="6" fill="#0a0d13"/>
<text x="240" y="132" font-family="DejaVu Sans, sans-serif" font-size="40" font-weight="bold" fill="#fff" text-anchor="middle">10:09</text>
<text x="240" y="156" font-family="DejaVu Sans, sans-serif" font-size="12" fill="#fff" fill-opacity="0.8" text-anchor="middle">Tue, 24 November</text>
<rect x="210" y="340" width="60" height="5" rx="2.5" fill="#fff" fill-opacity="0.7"/>
<rect x="322" y="120" width="5" height="44" rx="2" fill="#11151d"/>`;

const printers: Draw = (id, f, { look }) => {
  const laser = look === 'laser';
  const tanks = laser
    ? ''
    : ['#0ea5e9', '#db2777', '#facc15', '#1f2937']
        .map(
          (c, i) =>
            `<rect x="${74 + i * 16}" y="206" width="11" height="44" rx="4" fill="${c}" stroke="#fff" stroke-opacity="0.6" stroke-width="1.5"/>`,
        )
        .join('');
  const printed = laser
    ? `<rect x="142" y="276" width="116" height="6" rx="3" fill="#94a3b8"/><rect x="142" y="290" width="90" height="6" rx="3" fill="#cbd5e1"/><rect x="142" y="304" width="104" height="6" rx="3" fill="#cbd5e1"/>`
    : `<rect x="140" y="272" width="120" height="44" rx="4" fill="url(#${id}s)"/><circle cx="232" cy="284" r="7" fill="#fff" fill-opacity="0.8"/><path d="M140 316 L176 286 L204 308 L224 294 L260 316 Z" fill="#000" fill-opacity="0.22"/>`;
  return `
${shadow(id, 200, 352, 170, 16)}
<rect x="118" y="${laser ? 96 : 54}" width="164" height="110" rx="4" fill="#fff" stroke="#d3d8e0" stroke-width="2"/>
<rect x="136" y="${laser ? 112 : 72}" width="96" height="6" rx="3" fill="#cbd5e1"/>
<rect x="136" y="${laser ? 126 : 86}" width="124" height="6" rx="3" fill="#e2e8f0"/>
<rect x="56" y="${laser ? 150 : 138}" width="288" height="${laser ? 30 : 42}" rx="14" fill="url(#${id}b)" stroke="${f.edge}" stroke-width="3"/>
<rect x="46" y="170" width="308" height="156" rx="24" fill="url(#${id}b)" stroke="${f.edge}" stroke-width="3"/>
<rect x="46" y="170" width="308" height="22" rx="11" fill="#fff" fill-opacity="0.12"/>
${tanks}
<rect x="272" y="194" width="56" height="34" rx="7" fill="#0b1020"/>
<rect x="277" y="199" width="46" height="24" rx="4" fill="url(#${id}s)"/>
<circle cx="284" cy="244" r="6" fill="${f.accent}"/>
<circle cx="304" cy="244" r="6" fill="${f.edge}" fill-opacity="0.6"/>
<circle cx="324" cy="244" r="6" fill="${f.edge}" fill-opacity="0.6"/>
<rect x="112" y="258" width="176" height="12" rx="6" fill="${f.edge}"/>
<rect x="130" y="264" width="140" height="60" rx="3" fill="#fff" stroke="#d3d8e0" stroke-width="2"/>
${printed}
<rect x="96" y="322" width="208" height="14" rx="7" fill="${f.edge}" fill-opacity="0.85"/>`;
};

const processor: Draw = (id, f, { look, label }) => {
  const amd = look === 'amd';
  const pins: string[] = [];
  for (let i = 0; i < 9; i++) {
    const p = 104 + i * 24;
    pins.push(
      `<rect x="${p}" y="40" width="12" height="36" rx="4" fill="#d4a73a"/>`,
      `<rect x="${p}" y="324" width="12" height="36" rx="4" fill="#d4a73a"/>`,
      `<rect x="40" y="${p}" width="36" height="12" rx="4" fill="#d4a73a"/>`,
      `<rect x="324" y="${p}" width="36" height="12" rx="4" fill="#d4a73a"/>`,
    );
  }
  // AMD's heat spreader has notches down its sides; Intel's is a plain rounded square.
  const spreader = amd
    ? `<path d="M112 92 H288 Q308 92 308 112 V150 H292 V180 H308 V220 H292 V250 H308 V288 Q308 308 288 308 H112 Q92 308 92 288 V250 H108 V220 H92 V180 H108 V150 H92 V112 Q92 92 112 92 Z" fill="url(#${id}b)" stroke="${f.edge}" stroke-width="3"/>`
    : `<rect x="96" y="96" width="208" height="208" rx="16" fill="url(#${id}b)" stroke="${f.edge}" stroke-width="3"/>`;
  const text = label
    ? `<text x="200" y="${label.length > 2 ? 216 : 222}" font-family="DejaVu Sans, sans-serif" font-size="${label.length > 2 ? 40 : 58}" font-weight="bold" fill="#fff" text-anchor="middle">${label}</text>`
    : `<path d="M156 200 H244 M200 156 V244" stroke="#fff" stroke-opacity="0.3" stroke-width="3"/>`;
  return `
${shadow(id, 200, 378, 150, 12)}
${pins.join('')}
<rect x="66" y="66" width="268" height="268" rx="22" fill="${amd ? '#2c5f4e' : '#1f6f55'}" stroke="#134536" stroke-width="3"/>
${spreader}
<rect x="96" y="96" width="208" height="208" rx="16" fill="url(#${id}h)"/>
<rect x="140" y="140" width="120" height="120" rx="12" fill="url(#${id}s)"/>
<rect x="148" y="148" width="104" height="40" rx="8" fill="#fff" fill-opacity="0.14"/>
${text}
<path d="M78 312 L78 288 L102 312 Z" fill="#d4a73a"/>`;
};

const refrigerator: Draw = (id, f, { look }) => {
  if (look === 'sbs') {
    return `
${shadow(id, 200, 380, 150, 14)}
<rect x="86" y="26" width="228" height="346" rx="18" fill="url(#${id}b)" stroke="${f.edge}" stroke-width="3"/>
<rect x="198" y="28" width="4" height="342" fill="${f.edge}"/>
<rect x="176" y="110" width="9" height="140" rx="4.5" fill="${f.edge}"/>
<rect x="215" y="110" width="9" height="140" rx="4.5" fill="${f.edge}"/>
<rect x="112" y="104" width="52" height="74" rx="8" fill="${f.edge}" fill-opacity="0.8"/>
<rect x="118" y="110" width="40" height="16" rx="3" fill="url(#${id}s)"/>
<rect x="128" y="140" width="20" height="28" rx="4" fill="#000" fill-opacity="0.35"/>
<rect x="100" y="28" width="30" height="342" fill="url(#${id}h)"/>
<rect x="240" y="28" width="30" height="342" fill="url(#${id}h)"/>
<rect x="100" y="370" width="18" height="10" rx="3" fill="${f.edge}"/><rect x="282" y="370" width="18" height="10" rx="3" fill="${f.edge}"/>`;
  }
  const single = look === 'single';
  return `
${shadow(id, 200, 380, 110, 14)}
<rect x="116" y="24" width="168" height="348" rx="20" fill="url(#${id}b)" stroke="${f.edge}" stroke-width="3"/>
${single ? '' : `<rect x="118" y="132" width="164" height="5" fill="${f.edge}"/>`}
<rect x="258" y="${single ? 60 : 64}" width="9" height="${single ? 120 : 48}" rx="4.5" fill="${f.edge}"/>
${single ? '' : `<rect x="258" y="156" width="9" height="96" rx="4.5" fill="${f.edge}"/>`}
<rect x="136" y="${single ? 52 : 152}" width="42" height="22" rx="5" fill="#0b1020"/>
<rect x="140" y="${single ? 56 : 156}" width="34" height="14" rx="3" fill="url(#${id}s)"/>
<rect x="150" y="26" width="34" height="344" fill="url(#${id}h)"/>
<rect x="132" y="370" width="18" height="10" rx="3" fill="${f.edge}"/><rect x="250" y="370" width="18" height="10" rx="3" fill="${f.edge}"/>`;
};

const speakers: Draw = (id, f, { look }) => {
  if (look === 'box') {
    return `
${shadow(id, 200, 334, 150, 16)}
<rect x="72" y="84" width="256" height="240" rx="34" fill="url(#${id}b)" stroke="${f.edge}" stroke-width="3"/>
<rect x="92" y="128" width="216" height="176" rx="20" fill="${f.edge}" fill-opacity="0.9"/>
<rect x="92" y="128" width="216" height="176" rx="20" fill="url(#${id}d)"/>
<circle cx="200" cy="216" r="56" fill="#000" fill-opacity="0.18"/>
<rect x="170" y="204" width="60" height="24" rx="6" fill="${f.accent}"/>
<circle cx="150" cy="106" r="8" fill="${f.edge}"/><circle cx="176" cy="106" r="8" fill="${f.edge}"/>
<circle cx="224" cy="106" r="8" fill="${f.edge}"/><circle cx="250" cy="106" r="8" fill="${f.accent}"/>
<path d="M328 130 C362 140 362 210 328 220" fill="none" stroke="${f.edge}" stroke-width="10" stroke-linecap="round"/>`;
  }
  return `
${shadow(id, 200, 296, 160, 16)}
<rect x="48" y="136" width="304" height="148" rx="74" fill="url(#${id}b)" stroke="${f.edge}" stroke-width="3"/>
<rect x="48" y="136" width="304" height="148" rx="74" fill="url(#${id}d)"/>
<ellipse cx="66" cy="210" rx="20" ry="62" fill="${f.edge}"/>
<ellipse cx="66" cy="210" rx="12" ry="44" fill="${f.accent}" fill-opacity="0.85"/>
<ellipse cx="334" cy="210" rx="20" ry="62" fill="${f.edge}"/>
<ellipse cx="334" cy="210" rx="12" ry="44" fill="${f.accent}" fill-opacity="0.85"/>
<rect x="164" y="196" width="72" height="30" rx="8" fill="#fff" fill-opacity="0.92"/>
<rect x="176" y="207" width="48" height="8" rx="4" fill="${f.edge}"/>
<rect x="140" y="124" width="120" height="18" rx="9" fill="${f.edge}"/>
<circle cx="162" cy="133" r="4" fill="${f.accent}"/><circle cx="200" cy="133" r="4" fill="#fff"/><circle cx="238" cy="133" r="4" fill="#fff"/>
<path d="M120 160 C170 150 230 150 280 160" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="8" stroke-linecap="round"/>`;
};

const TV_SCENES = [
  // hills under a low sun
  `<circle cx="292" cy="116" r="28" fill="#fff7d6" fill-opacity="0.85"/>
<path d="M22 220 C90 170 150 186 210 214 C260 236 320 196 378 180 V270 H22 Z" fill="#000" fill-opacity="0.18"/>
<path d="M22 246 C110 214 190 236 250 246 C300 254 340 236 378 228 V270 H22 Z" fill="#000" fill-opacity="0.25"/>`,
  // a city skyline at dusk
  `<circle cx="110" cy="110" r="22" fill="#fff" fill-opacity="0.8"/>
<path d="M22 270 V210 H52 V180 H80 V222 H104 V160 H138 V200 H160 V176 H186 V230 H214 V150 H246 V206 H270 V186 H300 V226 H326 V170 H352 V214 H378 V270 Z" fill="#000" fill-opacity="0.3"/>
<path d="M118 170 h8 v8 h-8z M232 164 h8 v8 h-8z M232 184 h8 v8 h-8z M332 184 h8 v8 h-8z" fill="#fde68a" fill-opacity="0.9"/>`,
  // a stadium under floodlights
  `<path d="M22 270 L120 170 H280 L378 270 Z" fill="#15803d" fill-opacity="0.85"/>
<path d="M200 170 V270 M71 220 H329" stroke="#fff" stroke-opacity="0.6" stroke-width="2"/>
<ellipse cx="200" cy="214" rx="28" ry="12" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="2"/>
<circle cx="60" cy="92" r="10" fill="#fff" fill-opacity="0.9"/><circle cx="340" cy="92" r="10" fill="#fff" fill-opacity="0.9"/>`,
];

const tv: Draw = (id, _f, { variant }) => {
  const stand =
    variant % 2 === 0
      ? `<rect x="170" y="280" width="60" height="58" fill="#2a303c"/><rect x="110" y="334" width="180" height="14" rx="7" fill="#1c212c"/>`
      : `<path d="M70 284 L52 342 M330 284 L348 342" stroke="#1c212c" stroke-width="12" stroke-linecap="round"/>`;
  return `
${shadow(id, 200, 350, 150, 12)}
${stand}
<rect x="14" y="50" width="372" height="236" rx="12" fill="#0f131b"/>
<rect x="22" y="58" width="356" height="212" rx="5" fill="url(#${id}s)"/>
${TV_SCENES[variant % TV_SCENES.length]}
<rect x="22" y="58" width="356" height="60" fill="#fff" fill-opacity="0.06"/>
<rect x="190" y="274" width="20" height="4" rx="2" fill="#9aa3b2"/>`;
};

const trimmers: Draw = (id, f) => {
  const teeth = Array.from(
    { length: 10 },
    (_, i) => `<rect x="${149 + i * 10.5}" y="26" width="6" height="34" rx="2" fill="#c8ced8"/>`,
  ).join('');
  return `
${shadow(id, 200, 384, 70, 10)}
${teeth}
<rect x="142" y="52" width="116" height="20" rx="6" fill="#aab2be"/>
<path d="M150 70 H250 Q262 70 260 92 L244 360 Q240 382 200 382 Q160 382 156 360 L140 92 Q138 70 150 70 Z" fill="url(#${id}b)" stroke="${f.edge}" stroke-width="3"/>
<path d="M146 70 H254 L250 120 H150 Z" fill="${f.edge}" fill-opacity="0.9"/>
<circle cx="200" cy="196" r="22" fill="${f.edge}"/>
<circle cx="200" cy="196" r="14" fill="none" stroke="${f.accent}" stroke-width="4"/>
<path d="M200 184 V194" stroke="${f.accent}" stroke-width="4" stroke-linecap="round"/>
<circle cx="186" cy="240" r="4" fill="${f.accent}"/><circle cx="200" cy="240" r="4" fill="${f.accent}"/><circle cx="214" cy="240" r="4" fill="${f.edge}" fill-opacity="0.5"/>
${[0, 1, 2, 3, 4].map((i) => `<rect x="176" y="${286 + i * 14}" width="48" height="5" rx="2.5" fill="#000" fill-opacity="0.18"/>`).join('')}
<path d="M160 130 L170 350" stroke="#fff" stroke-opacity="0.35" stroke-width="8" stroke-linecap="round"/>`;
};

const watches: Draw = (id, f, { look }) => {
  const strap = `
<rect x="150" y="8" width="100" height="120" rx="22" fill="${f.accent}"/>
<rect x="150" y="272" width="100" height="120" rx="22" fill="${f.accent}"/>
<rect x="150" y="8" width="100" height="120" rx="22" fill="#000" fill-opacity="0.28"/>
<rect x="150" y="272" width="100" height="120" rx="22" fill="#000" fill-opacity="0.28"/>
<circle cx="200" cy="318" r="5" fill="#000" fill-opacity="0.3"/><circle cx="200" cy="342" r="5" fill="#000" fill-opacity="0.3"/>`;
  if (look === 'round') {
    const ticks = Array.from(
      { length: 12 },
      (_, i) =>
        `<rect x="198" y="120" width="4" height="${i % 3 === 0 ? 12 : 7}" rx="2" fill="#fff" fill-opacity="${i % 3 === 0 ? 0.9 : 0.5}" transform="rotate(${i * 30} 200 200)"/>`,
    ).join('');
    return `
${strap}
<rect x="300" y="170" width="18" height="22" rx="5" fill="${f.edge}"/><rect x="300" y="212" width="18" height="22" rx="5" fill="${f.edge}"/>
<circle cx="200" cy="200" r="112" fill="url(#${id}b)" stroke="${f.edge}" stroke-width="3"/>
<circle cx="200" cy="200" r="98" fill="#1b2029"/>
<circle cx="200" cy="200" r="84" fill="#05070c"/>
${ticks}
<circle cx="200" cy="200" r="66" fill="none" stroke="${f.accent}" stroke-width="6" stroke-dasharray="260 420" stroke-linecap="round" transform="rotate(-90 200 200)"/>
<text x="200" y="210" font-family="DejaVu Sans, sans-serif" font-size="30" font-weight="bold" fill="#fff" text-anchor="middle">10:09</text>
<text x="200" y="238" font-family="DejaVu Sans, sans-serif" font-size="13" fill="#fff" fill-opacity="0.7" text-anchor="middle">8,412 steps</text>`;
  }
  return `
${strap}
<rect x="290" y="146" width="16" height="40" rx="6" fill="${f.edge}"/><rect x="292" y="206" width="10" height="40" rx="4" fill="${f.edge}"/>
<rect x="106" y="88" width="190" height="224" rx="52" fill="url(#${id}b)" stroke="${f.edge}" stroke-width="3"/>
<rect x="118" y="100" width="166" height="200" rx="42" fill="#05070c"/>
<circle cx="160" cy="150" r="22" fill="none" stroke="${f.accent}" stroke-width="6" stroke-dasharray="100 200" stroke-linecap="round" transform="rotate(-90 160 150)"/>
<circle cx="242" cy="150" r="22" fill="none" stroke="#34d399" stroke-width="6" stroke-dasharray="80 200" stroke-linecap="round" transform="rotate(-90 242 150)"/>
<text x="201" y="234" font-family="DejaVu Sans, sans-serif" font-size="46" font-weight="bold" fill="#fff" text-anchor="middle">10:09</text>
<text x="201" y="266" font-family="DejaVu Sans, sans-serif" font-size="15" fill="#fff" fill-opacity="0.65" text-anchor="middle">TUE 24</text>`;
};

const DRAW: Record<string, Draw> = {
  mouse,
  airpodes,
  camera,
  earphones,
  mobiles,
  printers,
  processor,
  refrigerator,
  speakers,
  tv,
  trimmers,
  watches,
};

/**
 * A category's pictogram as an SVG fragment placed with its centre at (cx, cy), `size` pixels across,
 * turned by `rotate` degrees. `id` prefixes its gradient ids.
 */
export function pictogram(
  category: string,
  finish: Finish,
  place: {
    cx: number;
    cy: number;
    size: number;
    rotate?: number;
    id?: string;
    look?: string | undefined;
    variant?: number;
    label?: string | undefined;
  },
): string {
  const draw = DRAW[category] ?? processor;
  const id = place.id ?? 'p';
  const scale = place.size / 400;
  const turn = place.rotate ? ` rotate(${place.rotate} 200 200)` : '';
  return `${defs(id, finish)}<g transform="translate(${place.cx - place.size / 2} ${place.cy - place.size / 2}) scale(${scale})${turn}">${draw(id, finish, { look: place.look, variant: place.variant ?? 0, label: place.label })}</g>`;
}
