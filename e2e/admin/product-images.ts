import sharp from 'sharp';

/** A small solid-colour PNG with a label, made at test time so the repository holds no binary fixtures. */
export async function labelledPng(name: string, background: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
<rect width="600" height="600" fill="${background}"/>
<text x="300" y="320" font-family="sans-serif" font-size="64" fill="#fff" text-anchor="middle">${name}</text>
</svg>`;
  return { name: `${name}.png`, mimeType: 'image/png', buffer: await sharp(Buffer.from(svg)).png().toBuffer() };
}
