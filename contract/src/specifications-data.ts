// Plain data, no zod: the web bundle reads the attribute sets (filters, the admin form, the compare table) without
// the schema library, and the server validates and filters by the same list.

export const ATTRIBUTE_TYPES = ['number', 'choice', 'boolean', 'text'] as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];

/**
 * One specification a category's products carry. A key means the same thing (and has the same type and unit) in
 * every category that has it, so `specs.screen.min=6` reads the same on a search spanning categories.
 */
export type Attribute =
  | { key: string; label: string; type: 'number'; unit: string }
  | { key: string; label: string; type: 'choice'; choices: readonly string[] }
  | { key: string; label: string; type: 'boolean' }
  | { key: string; label: string; type: 'text' };

/** A product's value of an attribute: a number (in the attribute's unit), a choice or text, or yes/no. */
export type SpecificationValue = string | number | boolean;
export type Specifications = Record<string, SpecificationValue>;

const WATER = ['None', 'IPX4', 'IPX5', 'IP54', 'IP55', 'IP57', 'IP67', 'IPX7', 'IP68'] as const;

const num = (key: string, label: string, unit: string): Attribute => ({ key, label, type: 'number', unit });
const choice = (key: string, label: string, choices: readonly string[]): Attribute => ({ key, label, type: 'choice', choices });
const yesNo = (key: string, label: string): Attribute => ({ key, label, type: 'boolean' });
const text = (key: string, label: string): Attribute => ({ key, label, type: 'text' });

/** Each category's attributes (by category id, contract/src/categories-data.ts), in the order a product page lists them. */
export const CATEGORY_ATTRIBUTES: Record<string, readonly Attribute[]> = {
  mouse: [
    choice('connection', 'Connection', ['Wired USB', '2.4 GHz wireless', 'Bluetooth', 'Bluetooth + 2.4 GHz']),
    num('dpi', 'Sensor resolution', 'DPI'),
    num('buttons', 'Buttons', 'buttons'),
    yesNo('rechargeable', 'Rechargeable'),
    num('weight', 'Weight', 'g'),
  ],
  airpodes: [
    yesNo('anc', 'Active noise cancelling'),
    num('playback', 'Playback with case', 'hours'),
    num('driver', 'Driver size', 'mm'),
    choice('water', 'Water resistance', WATER),
    choice('bluetooth', 'Bluetooth version', ['5.0', '5.1', '5.2', '5.3', '5.4']),
    yesNo('wireless_charging', 'Wireless charging'),
  ],
  camera: [
    choice('camera_type', 'Camera type', ['Mirrorless', 'DSLR', 'Action', 'Bridge']),
    num('megapixels', 'Resolution', 'MP'),
    choice('sensor', 'Sensor size', ['1/2.3″', '1/1.9″', 'Four Thirds', 'APS-C', 'Full frame']),
    choice('video', 'Best video', ['Full HD', '4K 30p', '4K 60p', '5.3K 60p']),
    yesNo('wifi', 'Wi-Fi'),
    num('weight', 'Weight', 'g'),
    text('lens', 'Lens in the box'),
  ],
  earphones: [
    choice('connector', 'Connector', ['3.5 mm', 'USB-C', 'Bluetooth']),
    num('driver', 'Driver size', 'mm'),
    yesNo('mic', 'Microphone'),
    choice('water', 'Water resistance', WATER),
    num('playback', 'Playback', 'hours'),
  ],
  mobiles: [
    num('ram', 'RAM', 'GB'),
    num('storage', 'Storage', 'GB'),
    num('screen', 'Screen size', 'inches'),
    num('battery', 'Battery', 'mAh'),
    yesNo('5g', '5G'),
    num('camera', 'Main camera', 'MP'),
    choice('os', 'Operating system', ['Android', 'iOS']),
    text('chipset', 'Processor'),
  ],
  printers: [
    choice('technology', 'Technology', ['Ink tank', 'Inkjet', 'Laser']),
    yesNo('colour', 'Colour printing'),
    choice('functions', 'Functions', ['Print only', 'Print, scan, copy']),
    yesNo('wifi', 'Wi-Fi'),
    yesNo('duplex', 'Automatic two-sided printing'),
    num('speed', 'Print speed (black)', 'pages a minute'),
    choice('paper', 'Largest paper', ['A4', 'A3+']),
  ],
  processor: [
    num('cores', 'Cores', 'cores'),
    num('threads', 'Threads', 'threads'),
    num('boost_clock', 'Boost clock', 'GHz'),
    choice('socket', 'Socket', ['LGA 1700', 'AM4', 'AM5']),
    num('tdp', 'Base power', 'W'),
    yesNo('graphics', 'Integrated graphics'),
    num('cache', 'L3 cache', 'MB'),
  ],
  refrigerator: [
    num('capacity', 'Capacity', 'litres'),
    choice('doors', 'Door type', ['Single door', 'Double door', 'Triple door', 'Side-by-side']),
    choice('defrost', 'Defrosting', ['Direct cool', 'Frost-free']),
    choice('energy', 'Energy rating', ['2 Star', '3 Star', 'Not rated']),
    yesNo('inverter', 'Inverter compressor'),
    yesNo('convertible', 'Convertible freezer'),
  ],
  speakers: [
    num('power', 'Output power', 'W'),
    num('playback', 'Playback', 'hours'),
    choice('water', 'Water resistance', WATER),
    yesNo('stereo_pairing', 'Stereo pairing'),
    num('weight', 'Weight', 'g'),
  ],
  tv: [
    num('screen', 'Screen size', 'inches'),
    choice('resolution', 'Resolution', ['HD Ready', 'Full HD', '4K Ultra HD']),
    choice('panel', 'Panel', ['LED', 'QLED', 'OLED']),
    num('refresh_rate', 'Refresh rate', 'Hz'),
    choice('platform', 'Smart platform', ['Google TV', 'Android TV', 'Tizen', 'webOS']),
    num('sound', 'Sound output', 'W'),
    yesNo('dolby_vision', 'Dolby Vision'),
  ],
  trimmers: [
    num('lengths', 'Length settings', 'settings'),
    num('runtime', 'Cordless runtime', 'minutes'),
    choice('power_use', 'Use', ['Cordless', 'Corded and cordless']),
    yesNo('washable', 'Washable'),
    choice('charging', 'Charging', ['USB', 'USB-C', 'Adapter']),
    text('blades', 'Blades'),
  ],
  watches: [
    num('screen', 'Display size', 'inches'),
    choice('display', 'Display', ['AMOLED', 'OLED', 'LCD']),
    num('battery_days', 'Battery life', 'days'),
    yesNo('gps', 'Built-in GPS'),
    yesNo('calling', 'Bluetooth calling'),
    num('case_size', 'Case size', 'mm'),
  ],
};

/** A category's attributes by its id (none for an unknown id or no category). */
export const attributesOf = (categoryId: string | null | undefined): readonly Attribute[] =>
  (categoryId ? CATEGORY_ATTRIBUTES[categoryId] : undefined) ?? [];

/** Every attribute by key, across the categories (a key's type and unit are the same everywhere; the choices are all of them). */
export const ATTRIBUTES_BY_KEY: ReadonlyMap<string, Attribute> = (() => {
  const byKey = new Map<string, Attribute>();
  for (const attributes of Object.values(CATEGORY_ATTRIBUTES)) {
    for (const attribute of attributes) {
      const known = byKey.get(attribute.key);
      if (known?.type === 'choice' && attribute.type === 'choice') {
        byKey.set(attribute.key, { ...known, choices: [...new Set([...known.choices, ...attribute.choices])] });
      } else if (!known) byKey.set(attribute.key, attribute);
    }
  }
  return byKey;
})();

/** Whether attributes of this type are filtered on (text is shown, not filtered). */
export const isFilterable = (attribute: Attribute) => attribute.type !== 'text';

/** A value as a person reads it: "8 GB", "Yes", "AMOLED". */
export function formatSpecification(attribute: Attribute, value: SpecificationValue): string {
  if (attribute.type === 'boolean') return value === true ? 'Yes' : 'No';
  if (attribute.type === 'number') return `${String(value)} ${attribute.unit}`;
  return String(value);
}

const MAX_TEXT = 200;
const MAX_NUMBER = 10_000_000;

/**
 * A category's specification values checked by type, as the admin form sends them (numbers and yes/no may come as
 * text): the values to keep, and each refused one's words by key. A blank value is no value (the product has none).
 */
export function checkSpecifications(
  categoryId: string | null | undefined,
  input: Record<string, unknown>,
): { values: Specifications; errors: Record<string, string> } {
  const attributes = attributesOf(categoryId);
  const values: Specifications = {};
  const errors: Record<string, string> = {};
  for (const [key, raw] of Object.entries(input)) {
    const attribute = attributes.find((entry) => entry.key === key);
    if (!attribute) {
      errors[key] = categoryId
        ? `"${key}" is not a specification of this category`
        : 'Choose a category before giving specifications';
      continue;
    }
    if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')) continue;
    const checked = checkValue(attribute, raw);
    if (typeof checked === 'object') errors[key] = checked.error;
    else values[key] = checked;
  }
  return { values, errors };
}

function checkValue(attribute: Attribute, raw: unknown): SpecificationValue | { error: string } {
  const text = typeof raw === 'string' ? raw.trim() : raw;
  switch (attribute.type) {
    case 'number': {
      const value =
        typeof text === 'number' ? text : typeof text === 'string' && /^\d{1,8}(\.\d{1,3})?$/.test(text) ? Number(text) : NaN;
      if (!Number.isFinite(value) || value < 0 || value > MAX_NUMBER) {
        return { error: `${attribute.label} must be a number in ${attribute.unit}, like 8 or 6.1` };
      }
      return value;
    }
    case 'boolean':
      if (text === true || text === 'true' || text === 'yes') return true;
      if (text === false || text === 'false' || text === 'no') return false;
      return { error: `${attribute.label} is yes or no` };
    case 'choice': {
      const found =
        typeof text === 'string' ? attribute.choices.find((entry) => entry.toLowerCase() === text.toLowerCase()) : undefined;
      return found ?? { error: `${attribute.label} is one of ${attribute.choices.join(', ')}` };
    }
    case 'text':
      if (typeof text !== 'string') return { error: `${attribute.label} is text` };
      if (text.length > MAX_TEXT) return { error: `${attribute.label} is too long: at most ${MAX_TEXT} characters` };
      return text;
  }
}
