/**
 * The demo catalogue: nine products per category, in the order they are listed (the first ones are the
 * category's headline products). Prices are in rupees here (`mrp` the struck price, `sale` what the shopper
 * pays) and converted to paise when seeded.
 */
export type SeedProduct = {
  category: string;
  brand: string;
  name: string;
  /** The short name printed on the product's illustration. */
  short: string;
  /** One line of key specs printed under it. */
  spec: string;
  mrp: number;
  sale: number;
  description: string;
  /** A drawing variant of the category's pictogram (e.g. a round or a square watch). */
  look?: string;
};

export const PRODUCTS: SeedProduct[] = [
  // ── Mouse ──────────────────────────────────────────────────────────────────────────────────────────────
  {
    category: 'mouse',
    brand: 'Logitech',
    name: 'Logitech MX Master 3S Wireless Performance Mouse',
    short: 'MX Master 3S',
    spec: '8,000 DPI · Quiet clicks · USB-C',
    mrp: 10995,
    sale: 8995,
    description:
      'An 8,000 DPI sensor that tracks on glass, quiet clicks and the MagSpeed electromagnetic wheel that scrolls 1,000 lines a second. Connects to up to three computers over Bluetooth or the Logi Bolt receiver. A full charge over USB-C lasts up to 70 days.',
  },
  {
    category: 'mouse',
    brand: 'Logitech',
    name: 'Logitech G502 HERO Wired Gaming Mouse',
    short: 'G502 HERO',
    spec: '25K sensor · 11 buttons · RGB',
    mrp: 5995,
    sale: 3995,
    description:
      'The HERO 25K sensor delivers sub-micron tracking with no smoothing or filtering. Eleven programmable buttons, an adjustable weight system with five 3.6 g weights and LIGHTSYNC RGB you can sync with your other gear.',
  },
  {
    category: 'mouse',
    brand: 'Logitech',
    name: 'Logitech M331 Silent Plus Wireless Mouse',
    short: 'M331 Silent Plus',
    spec: '90% less click noise · 24 months battery',
    mrp: 1395,
    sale: 899,
    description:
      'Same click feel with 90% less noise, so it suits libraries, open offices and late nights. A contoured right-hand shape with rubber grips, a plug-and-forget nano receiver and up to 24 months on one AA battery.',
  },
  {
    category: 'mouse',
    brand: 'HP',
    name: 'HP X3000 G2 Wireless Mouse',
    short: 'X3000 G2',
    spec: '2.4 GHz · 1,600 DPI · Ambidextrous',
    mrp: 999,
    sale: 649,
    description:
      'A slim ambidextrous mouse with a 1,600 DPI optical sensor and a 2.4 GHz receiver that stores inside the body. The battery lasts up to 15 months and an indicator warns you when it runs low.',
  },
  {
    category: 'mouse',
    brand: 'Razer',
    name: 'Razer DeathAdder Essential Wired Gaming Mouse',
    short: 'DeathAdder Essential',
    spec: '6,400 DPI · 5 buttons · 10M clicks',
    mrp: 2299,
    sale: 1499,
    description:
      'The ergonomic shape made famous by esports players, with a 6,400 DPI optical sensor and mechanical switches rated for 10 million clicks. Five Hyperesponse buttons can be remapped in Razer Synapse.',
  },
  {
    category: 'mouse',
    brand: 'Apple',
    name: 'Apple Magic Mouse (USB-C) – White Multi-Touch Surface',
    short: 'Magic Mouse',
    spec: 'Multi-Touch · USB-C charging',
    mrp: 9500,
    sale: 8990,
    description:
      'A seamless Multi-Touch surface lets you swipe between pages and scroll through documents with a gesture. It pairs automatically with your Mac and charges over USB-C, running for about a month per charge.',
  },
  {
    category: 'mouse',
    brand: 'Dell',
    name: 'Dell MS116 Wired Optical Mouse',
    short: 'MS116',
    spec: 'USB · 1,000 DPI · Plug and play',
    mrp: 549,
    sale: 379,
    description:
      'A dependable full-size USB mouse with a 1,000 DPI optical sensor that works on most surfaces. Plug it in and it works on Windows, macOS, Linux and ChromeOS without drivers.',
  },
  {
    category: 'mouse',
    brand: 'Lenovo',
    name: 'Lenovo 300 Wireless Compact Mouse',
    short: '300 Wireless',
    spec: '2.4 GHz · 1,000 DPI · 12 months',
    mrp: 1290,
    sale: 849,
    description:
      'A compact, travel-friendly mouse with a 1,000 DPI sensor and a 2.4 GHz nano receiver. Its ambidextrous shape fits either hand and a single AA battery lasts up to 12 months.',
  },
  {
    category: 'mouse',
    brand: 'Zebronics',
    name: 'Zebronics Transformer-M Wired Gaming Mouse with RGB',
    short: 'Transformer-M',
    spec: '3,600 DPI · 6 buttons · Braided cable',
    mrp: 799,
    sale: 499,
    description:
      'A budget gaming mouse with six buttons, four DPI steps up to 3,600 and breathing RGB lighting. The braided 1.5 m cable and textured side grips hold up to long sessions.',
  },

  // ── Airpodes (true wireless earbuds) ─────────────────────────────────────────────────────────────────
  {
    category: 'airpodes',
    brand: 'Apple',
    name: 'Apple AirPods Pro (2nd generation) with MagSafe Case (USB-C)',
    short: 'AirPods Pro 2',
    spec: 'Active Noise Cancellation · USB-C',
    mrp: 24900,
    sale: 21900,
    description:
      'The H2 chip gives up to twice the Active Noise Cancellation of the first generation, and Adaptive Audio blends it with Transparency as your surroundings change. Personalised Spatial Audio, touch volume control on the stem and up to 30 hours of listening with the MagSafe case.',
  },
  {
    category: 'airpodes',
    brand: 'Samsung',
    name: 'Samsung Galaxy Buds3 Pro True Wireless Earbuds',
    short: 'Galaxy Buds3 Pro',
    spec: 'Intelligent ANC · 24-bit Hi-Fi',
    mrp: 19999,
    sale: 14999,
    description:
      'A two-way speaker with a planar tweeter and 24-bit Hi-Fi audio on Galaxy phones. Intelligent ANC adapts to sirens and voices, and the blade lights on the stems double as pinch-and-swipe controls. IP57 rated against dust and water.',
  },
  {
    category: 'airpodes',
    brand: 'Sony',
    name: 'Sony WF-1000XM5 Truly Wireless Noise Cancelling Earbuds',
    short: 'WF-1000XM5',
    spec: 'Best-in-class ANC · LDAC · 24 h',
    mrp: 29990,
    sale: 19990,
    description:
      'Two processors control eight microphones for Sony’s strongest in-ear noise cancelling. The 8.4 mm Dynamic Driver X supports LDAC high-resolution audio, and the case holds two extra charges for 24 hours in all.',
  },
  {
    category: 'airpodes',
    brand: 'boAt',
    name: 'boAt Airdopes 141 Bluetooth TWS Earbuds',
    short: 'Airdopes 141',
    spec: '42 h playback · ENx mics · IPX4',
    mrp: 2499,
    sale: 1499,
    description:
      'Up to 42 hours of playback with the case and ASAP Charge that gives 75 minutes from five minutes of charging. ENx quad mics cut background noise on calls, and BEAST mode lowers latency to 50 ms for games.',
  },
  {
    category: 'airpodes',
    brand: 'OnePlus',
    name: 'OnePlus Buds 3 Wireless Earbuds with 49 dB ANC',
    short: 'OnePlus Buds 3',
    spec: '49 dB ANC · Dual drivers · 44 h',
    mrp: 5499,
    sale: 4499,
    description:
      'Dual drivers (a 10.4 mm woofer and a 6 mm tweeter) tuned for deep, clean bass. Adaptive noise cancellation reaches 49 dB, and ten minutes of charging gives seven hours of music.',
  },
  {
    category: 'airpodes',
    brand: 'JBL',
    name: 'JBL Tune Beam True Wireless Noise Cancelling Earbuds',
    short: 'Tune Beam',
    spec: 'JBL Pure Bass · 48 h · IP54',
    mrp: 7999,
    sale: 5499,
    description:
      'JBL Pure Bass sound from 6 mm drivers, with Active Noise Cancelling and Smart Ambient when you need to hear the street. Four mics with beamforming keep calls clear; 48 hours of battery with the case.',
  },
  {
    category: 'airpodes',
    brand: 'Noise',
    name: 'Noise Buds VS104 Truly Wireless Earbuds',
    short: 'Buds VS104',
    spec: '45 h playtime · Quad mic ENC',
    mrp: 2999,
    sale: 1799,
    description:
      'Up to 45 hours of playtime with Instacharge, which gives 200 minutes of music from ten minutes on the cable. Quad mics with ENC for calls and a 13 mm driver for punchy bass.',
  },
  {
    category: 'airpodes',
    brand: 'Nothing',
    name: 'Nothing Ear (a) Wireless Earbuds with ANC',
    short: 'Ear (a)',
    spec: '45 dB ANC · LDAC · 42.5 h',
    mrp: 7999,
    sale: 6999,
    description:
      'The transparent design in a compact case, with smart ANC up to 45 dB and LDAC for high-resolution streaming. Pinch controls on the stems and up to 42.5 hours with the case.',
  },
  {
    category: 'airpodes',
    brand: 'realme',
    name: 'realme Buds Air 6 TWS Earbuds with 50 dB ANC',
    short: 'Buds Air 6',
    spec: '50 dB ANC · 12.4 mm driver · 40 h',
    mrp: 3999,
    sale: 3299,
    description:
      'A 12.4 mm deep-bass driver and 50 dB hybrid noise cancellation at a price that is easy to like. Dual-device connection, 55 ms low-latency mode and 40 hours of total playback.',
  },

  // ── Camera ───────────────────────────────────────────────────────────────────────────────────────────
  {
    category: 'camera',
    brand: 'Canon',
    name: 'Canon EOS R50 Mirrorless Camera with RF-S 18-45mm Lens',
    short: 'EOS R50 + 18-45mm',
    spec: '24.2 MP · 4K 30p · Dual Pixel AF II',
    mrp: 85995,
    sale: 72990,
    description:
      'A 24.2 MP APS-C sensor with Dual Pixel CMOS AF II that recognises people, animals and vehicles. It records uncropped 4K 30p oversampled from 6K and weighs just 375 g, making it an easy step up from a phone.',
  },
  {
    category: 'camera',
    brand: 'Sony',
    name: 'Sony Alpha ZV-E10 II Mirrorless Vlog Camera with 16-50mm Lens',
    short: 'Alpha ZV-E10 II',
    spec: '26 MP · 4K 60p · Vari-angle screen',
    mrp: 107990,
    sale: 94990,
    description:
      'Built for creators: a 26 MP APS-C sensor, 4K 60p video and a side-opening vari-angle screen. Product Showcase mode shifts focus to the item you hold up, and the large Z battery lasts through long shoots.',
  },
  {
    category: 'camera',
    brand: 'Nikon',
    name: 'Nikon Z50 II Mirrorless Camera with 16-50mm VR Lens',
    short: 'Z50 II + 16-50mm',
    spec: '20.9 MP · EXPEED 7 · 4K 60p',
    mrp: 98995,
    sale: 88995,
    description:
      'The EXPEED 7 processor from Nikon’s flagships brings subject detection for nine kinds of subject and 11 fps shooting. A bright 2.36M-dot viewfinder and a dedicated Picture Control button for one-press looks.',
  },
  {
    category: 'camera',
    brand: 'Canon',
    name: 'Canon EOS 1500D DSLR Camera with EF-S 18-55mm Lens',
    short: 'EOS 1500D',
    spec: '24.1 MP · Full HD · Wi-Fi',
    mrp: 41995,
    sale: 36490,
    description:
      'A first DSLR with a 24.1 MP APS-C sensor, an optical viewfinder and a 9-point autofocus system. Wi-Fi and NFC send photos straight to your phone, and the kit lens covers everyday wide to portrait shots.',
  },
  {
    category: 'camera',
    brand: 'Fujifilm',
    name: 'Fujifilm X-T30 II Mirrorless Camera with XC 15-45mm Lens',
    short: 'X-T30 II',
    spec: '26.1 MP · 18 film simulations',
    mrp: 89999,
    sale: 79999,
    description:
      'A compact body with classic dials and a 26.1 MP X-Trans sensor. Eighteen film simulations, including Classic Neg and Eterna, give finished colours straight out of the camera.',
  },
  {
    category: 'camera',
    brand: 'Sony',
    name: 'Sony Alpha 7 IV Full-Frame Mirrorless Camera (Body Only)',
    short: 'Alpha 7 IV',
    spec: '33 MP full frame · 4K 60p · 10-bit',
    mrp: 242490,
    sale: 214990,
    description:
      'A 33 MP full-frame sensor with 15 stops of dynamic range and real-time eye autofocus for people, animals and birds. Records 4K 60p in 10-bit 4:2:2, with a fully articulating screen and dual card slots.',
  },
  {
    category: 'camera',
    brand: 'GoPro',
    name: 'GoPro HERO13 Black Waterproof Action Camera',
    short: 'HERO13 Black',
    spec: '5.3K 60 · HyperSmooth 6.0 · 10 m',
    mrp: 45000,
    sale: 39990,
    description:
      'Shoots 5.3K at 60 fps and 4K at 120 fps with HyperSmooth 6.0 stabilisation. Waterproof to 10 m without a housing, with a larger 1,900 mAh battery and magnetic latch mounts.',
    look: 'action',
  },
  {
    category: 'camera',
    brand: 'Nikon',
    name: 'Nikon Coolpix P950 Superzoom Bridge Camera',
    short: 'Coolpix P950',
    spec: '83x optical zoom · 4K UHD',
    mrp: 79995,
    sale: 71990,
    description:
      'An 83x optical zoom covering 24–2000 mm, with dual-detect vibration reduction to keep the moon and distant birds steady. Shoots 4K video and RAW stills, and has a hot shoe for an external flash.',
  },
  {
    category: 'camera',
    brand: 'Panasonic',
    name: 'Panasonic Lumix G85 Mirrorless Camera with 12-60mm Lens',
    short: 'Lumix G85',
    spec: '16 MP · 5-axis Dual I.S. · 4K',
    mrp: 69990,
    sale: 52990,
    description:
      'A weather-sealed Micro Four Thirds body with 5-axis Dual I.S. stabilisation. 4K Photo mode pulls 8 MP stills out of 30 fps bursts, and the 12-60mm kit lens covers landscapes to portraits.',
  },

  // ── Earphones ────────────────────────────────────────────────────────────────────────────────────────
  {
    category: 'earphones',
    brand: 'Sony',
    name: 'Sony MDR-EX155AP Wired In-Ear Earphones with Mic',
    short: 'MDR-EX155AP',
    spec: '9 mm drivers · In-line mic · 3.5 mm',
    mrp: 1390,
    sale: 999,
    description:
      'Lightweight 9 mm neodymium drivers give balanced sound with clear vocals. An in-line remote and mic handle calls, and the tangle-resistant cable uses a standard 3.5 mm jack.',
  },
  {
    category: 'earphones',
    brand: 'JBL',
    name: 'JBL C100SI Wired In-Ear Headphones with Mic',
    short: 'C100SI',
    spec: 'JBL Pure Bass · One-button remote',
    mrp: 1299,
    sale: 799,
    description:
      'JBL Pure Bass sound in a light in-ear design with three sizes of ear tips. A one-button remote with mic answers calls and plays or pauses music.',
  },
  {
    category: 'earphones',
    brand: 'boAt',
    name: 'boAt Bassheads 100 Wired Earphones with Mic',
    short: 'Bassheads 100',
    spec: '10 mm drivers · Hawk-inspired design',
    mrp: 999,
    sale: 599,
    description:
      'Ten millimetre drivers tuned for boAt’s signature bass, in a hawk-inspired housing. A built-in mic, a 1.2 m cable and a 3.5 mm jack that fits phones, laptops and tablets.',
  },
  {
    category: 'earphones',
    brand: 'Apple',
    name: 'Apple EarPods with USB-C Connector',
    short: 'EarPods USB-C',
    spec: 'USB-C · Remote and mic',
    mrp: 1900,
    sale: 1799,
    description:
      'Shaped to the geometry of the ear for comfort, with speakers that reduce sound loss. The USB-C connector works with iPhone 15 and later, iPad and Mac, and the remote controls volume, playback and calls.',
  },
  {
    category: 'earphones',
    brand: 'OnePlus',
    name: 'OnePlus Bullets Wireless Z2 Bluetooth Neckband',
    short: 'Bullets Wireless Z2',
    spec: '30 h playback · 12.4 mm driver',
    mrp: 2299,
    sale: 1799,
    description:
      'Ten minutes of charging gives 20 hours of playback, and a full charge lasts 30 hours. Magnetic earbuds pause music when clipped together and the 12.4 mm drivers keep bass tight.',
    look: 'neckband',
  },
  {
    category: 'earphones',
    brand: 'Samsung',
    name: 'Samsung Type-C Wired Earphones (EO-IC100)',
    short: 'Type-C Earphones',
    spec: 'USB-C · Tuned by AKG',
    mrp: 1499,
    sale: 999,
    description:
      'A USB Type-C plug for phones without a headphone jack, with sound tuned by AKG. The flat cable resists tangling and the three-button remote controls volume and calls.',
  },
  {
    category: 'earphones',
    brand: 'realme',
    name: 'realme Buds 2 Wired Earphones with Mic',
    short: 'Buds 2',
    spec: '11.2 mm bass boost driver',
    mrp: 799,
    sale: 599,
    description:
      'An 11.2 mm bass boost driver, a braided cable and magnetic earbuds that clip together when not in use. The three-button remote handles music, volume and calls.',
  },
  {
    category: 'earphones',
    brand: 'Sennheiser',
    name: 'Sennheiser CX 80S In-Ear Wired Headphones with Mic',
    short: 'CX 80S',
    spec: 'Dynamic bass · Smart remote',
    mrp: 2490,
    sale: 1990,
    description:
      'Sennheiser’s dynamic sound with deep bass in a compact in-ear design. A one-button smart remote with integrated mic, four sizes of ear adapters and a 1.2 m cable.',
  },
  {
    category: 'earphones',
    brand: 'boAt',
    name: 'boAt Rockerz 255 Pro+ Bluetooth Neckband',
    short: 'Rockerz 255 Pro+',
    spec: '60 h playback · ASAP charge · IPX7',
    mrp: 2990,
    sale: 1799,
    description:
      'Up to 60 hours of playback and ASAP Charge for ten hours from ten minutes. IPX7 water resistance for workouts, magnetic earbuds and dual pairing with two devices at once.',
    look: 'neckband',
  },

  // ── Mobiles ──────────────────────────────────────────────────────────────────────────────────────────
  {
    category: 'mobiles',
    brand: 'Apple',
    name: 'Apple iPhone 16 (128 GB) – Ultramarine',
    short: 'iPhone 16',
    spec: '6.1″ · A18 · 48 MP Fusion camera',
    mrp: 79900,
    sale: 74900,
    description:
      'The A18 chip, a 6.1-inch Super Retina XDR display and a 48 MP Fusion camera with 2x optical-quality zoom. Camera Control gives one-press access to the camera, and the Action button runs the shortcut you choose.',
  },
  {
    category: 'mobiles',
    brand: 'Samsung',
    name: 'Samsung Galaxy S24 Ultra 5G (12 GB RAM, 256 GB) – Titanium Gray',
    short: 'Galaxy S24 Ultra',
    spec: '6.8″ QHD+ · 200 MP · S Pen',
    mrp: 134999,
    sale: 109999,
    description:
      'A titanium frame, a flat 6.8-inch QHD+ display and a built-in S Pen. The 200 MP main camera with 5x and 3x telephoto lenses, and Galaxy AI features like Live Translate and Circle to Search.',
  },
  {
    category: 'mobiles',
    brand: 'OnePlus',
    name: 'OnePlus 13 5G (12 GB RAM, 256 GB) – Midnight Ocean',
    short: 'OnePlus 13',
    spec: 'Snapdragon 8 Elite · 6,000 mAh',
    mrp: 69999,
    sale: 66999,
    description:
      'Snapdragon 8 Elite, a 6,000 mAh battery with 100 W SUPERVOOC charging and a 2K ProXDR display. The Hasselblad-tuned triple 50 MP camera includes a 3x periscope telephoto.',
  },
  {
    category: 'mobiles',
    brand: 'Google',
    name: 'Google Pixel 9 (12 GB RAM, 256 GB) – Obsidian',
    short: 'Pixel 9',
    spec: 'Tensor G4 · 50 MP · 7 years updates',
    mrp: 79999,
    sale: 69999,
    description:
      'Google Tensor G4 with Gemini built in, and a 50 MP main camera with Add Me and Magic Editor. Seven years of OS and security updates and a 6.3-inch Actua display that reaches 2,700 nits.',
  },
  {
    category: 'mobiles',
    brand: 'Redmi',
    name: 'Redmi Note 14 Pro 5G (8 GB RAM, 256 GB) – Titan Black',
    short: 'Redmi Note 14 Pro',
    spec: '50 MP OIS · 1.5K AMOLED · IP68',
    mrp: 28999,
    sale: 24999,
    description:
      'A 6.67-inch 1.5K curved AMOLED display protected by Gorilla Glass Victus 2, and a 50 MP Sony camera with OIS. IP68 dust and water resistance and a 5,500 mAh battery with 45 W charging.',
  },
  {
    category: 'mobiles',
    brand: 'Samsung',
    name: 'Samsung Galaxy A55 5G (8 GB RAM, 128 GB) – Awesome Iceblue',
    short: 'Galaxy A55 5G',
    spec: '6.6″ Super AMOLED · IP67',
    mrp: 42999,
    sale: 36999,
    description:
      'A metal frame and glass back, a 6.6-inch 120 Hz Super AMOLED display and IP67 water resistance. The 50 MP OIS camera takes sharp night shots, and Samsung promises four OS upgrades.',
  },
  {
    category: 'mobiles',
    brand: 'Motorola',
    name: 'Motorola Edge 50 Fusion 5G (8 GB RAM, 256 GB) – Forest Blue',
    short: 'Edge 50 Fusion',
    spec: '144 Hz pOLED · 68 W · Vegan leather',
    mrp: 27999,
    sale: 22999,
    description:
      'A 6.7-inch curved 144 Hz pOLED display in a slim vegan-leather body with IP68 protection. The 50 MP Sony LYTIA camera and 68 W TurboPower charging round it out.',
  },
  {
    category: 'mobiles',
    brand: 'vivo',
    name: 'vivo V40 5G (8 GB RAM, 256 GB) – Titanium Grey',
    short: 'vivo V40',
    spec: 'ZEISS optics · 50 MP selfie',
    mrp: 41999,
    sale: 36999,
    description:
      'Co-engineered with ZEISS: twin 50 MP rear cameras and a 50 MP autofocus selfie camera. A 5,500 mAh battery in a body just 7.58 mm thin, with IP68 protection.',
  },
  {
    category: 'mobiles',
    brand: 'Nothing',
    name: 'Nothing Phone (3a) 5G (8 GB RAM, 128 GB) – White',
    short: 'Phone (3a)',
    spec: 'Glyph Interface · 3x telephoto',
    mrp: 27999,
    sale: 24999,
    description:
      'The Glyph Interface lights up the transparent back for calls and notifications. A 50 MP triple camera with 3x optical telephoto and the Essential Key that saves notes and screenshots to Essential Space.',
  },

  // ── Printers ─────────────────────────────────────────────────────────────────────────────────────────
  {
    category: 'printers',
    brand: 'HP',
    name: 'HP Smart Tank 580 All-in-One Wi-Fi Colour Ink Tank Printer',
    short: 'Smart Tank 580',
    spec: 'Print · Scan · Copy · Wi-Fi',
    mrp: 18573,
    sale: 13999,
    description:
      'Prints up to 6,000 black or 6,000 colour pages with the included ink bottles. Dual-band Wi-Fi and the HP Smart app let the whole family print and scan from their phones.',
  },
  {
    category: 'printers',
    brand: 'Epson',
    name: 'Epson EcoTank L3250 Wi-Fi All-in-One Ink Tank Printer',
    short: 'EcoTank L3250',
    spec: 'Wi-Fi Direct · 4,500 pages black',
    mrp: 18499,
    sale: 13999,
    description:
      'A compact EcoTank with spill-free refilling and the lowest running cost in its class. Prints borderless photos up to 4R, and Wi-Fi Direct connects phones without a router.',
  },
  {
    category: 'printers',
    brand: 'Canon',
    name: 'Canon PIXMA G3770 Wi-Fi All-in-One Ink Tank Printer',
    short: 'PIXMA G3770',
    spec: '11 ipm · 6,000 pages black · Wi-Fi',
    mrp: 19995,
    sale: 15999,
    description:
      'Front-facing ink tanks that show levels at a glance and a high page yield of 6,000 pages in black. Prints at 11 images per minute in black and scans up to 600 × 1200 dpi.',
  },
  {
    category: 'printers',
    brand: 'Brother',
    name: 'Brother HL-L2321D Monochrome Laser Printer with Auto Duplex',
    short: 'HL-L2321D',
    spec: '30 ppm · Auto duplex · Mono laser',
    mrp: 13490,
    sale: 10999,
    description:
      'A fast mono laser printer at 30 pages a minute with automatic two-sided printing. The 250-sheet tray and low-cost 2,600-page toner suit home offices and small shops.',
    look: 'laser',
  },
  {
    category: 'printers',
    brand: 'HP',
    name: 'HP LaserJet Tank MFP 1005w Wireless Monochrome Laser Printer',
    short: 'LaserJet Tank 1005w',
    spec: 'Print · Scan · Copy · 5,000 pages',
    mrp: 23000,
    sale: 18999,
    description:
      'A toner tank that refills in 15 seconds and comes with enough toner for 5,000 pages. Prints, scans and copies, and works over Wi-Fi with self-healing connections.',
    look: 'laser',
  },
  {
    category: 'printers',
    brand: 'Epson',
    name: 'Epson EcoTank L18050 A3+ Photo Ink Tank Printer',
    short: 'EcoTank L18050',
    spec: 'A3+ · Six colours · Wi-Fi',
    mrp: 82999,
    sale: 69999,
    description:
      'Six-colour dye ink for rich photo prints up to A3+ and borderless A3. Prints CDs and DVDs too, and a 10 × 15 cm photo costs a fraction of lab printing.',
  },
  {
    category: 'printers',
    brand: 'Canon',
    name: 'Canon imageCLASS MF3010 Monochrome Laser Multifunction Printer',
    short: 'imageCLASS MF3010',
    spec: 'Print · Scan · Copy · 18 ppm',
    mrp: 19999,
    sale: 15499,
    description:
      'A compact three-in-one mono laser that prints and copies at 18 pages a minute. The first print arrives in about eight seconds, and the cartridge is a single all-in-one unit for easy replacement.',
    look: 'laser',
  },
  {
    category: 'printers',
    brand: 'Brother',
    name: 'Brother DCP-T426W Wi-Fi All-in-One Ink Tank Printer',
    short: 'DCP-T426W',
    spec: 'Wi-Fi · 7,500 pages black',
    mrp: 16990,
    sale: 13490,
    description:
      'Up to 7,500 black and 5,000 colour pages from the bottles in the box. Wireless printing from phones with the Brother Mobile Connect app and a 150-sheet paper tray.',
  },
  {
    category: 'printers',
    brand: 'HP',
    name: 'HP DeskJet Ink Advantage 2876 All-in-One Printer',
    short: 'DeskJet 2876',
    spec: 'Print · Scan · Copy · Wi-Fi',
    mrp: 6899,
    sale: 5499,
    description:
      'An affordable all-in-one for homework and the odd photo. Dual-band Wi-Fi with self-reset, and the HP Smart app scans documents with your phone camera.',
  },

  // ── Processor ────────────────────────────────────────────────────────────────────────────────────────
  {
    category: 'processor',
    brand: 'Intel',
    name: 'Intel Core i9-14900K Desktop Processor, 24 Cores, up to 6.0 GHz',
    short: 'Core i9-14900K',
    spec: '24 cores · 32 threads · 6.0 GHz',
    mrp: 62000,
    sale: 52999,
    description:
      'Eight Performance-cores and sixteen Efficient-cores reach up to 6.0 GHz out of the box. Unlocked for overclocking, with 36 MB Intel Smart Cache and support for DDR5 and DDR4 on LGA1700 boards.',
  },
  {
    category: 'processor',
    brand: 'Intel',
    name: 'Intel Core i7-14700K Desktop Processor, 20 Cores, up to 5.6 GHz',
    short: 'Core i7-14700K',
    spec: '20 cores · 28 threads · 5.6 GHz',
    mrp: 47000,
    sale: 38499,
    description:
      'Twenty cores (8P + 12E) and up to 5.6 GHz for gaming while streaming or rendering. Integrated Intel UHD Graphics 770 and PCIe 5.0 support on Z790 motherboards.',
  },
  {
    category: 'processor',
    brand: 'Intel',
    name: 'Intel Core i5-14600K Desktop Processor, 14 Cores, up to 5.3 GHz',
    short: 'Core i5-14600K',
    spec: '14 cores · 20 threads · 5.3 GHz',
    mrp: 33999,
    sale: 27499,
    description:
      'The sweet spot for gaming builds: 14 cores, an unlocked multiplier and boost to 5.3 GHz. Works with 600- and 700-series motherboards and DDR5-5600 memory.',
  },
  {
    category: 'processor',
    brand: 'Intel',
    name: 'Intel Core i5-12400F Desktop Processor, 6 Cores, up to 4.4 GHz',
    short: 'Core i5-12400F',
    spec: '6 cores · 12 threads · 4.4 GHz',
    mrp: 16000,
    sale: 10999,
    description:
      'Six Performance-cores with Hyper-Threading for a strong budget gaming PC. Comes with the Laminar RM1 cooler; the F model needs a graphics card.',
  },
  {
    category: 'processor',
    brand: 'AMD',
    name: 'AMD Ryzen 9 9950X Desktop Processor, 16 Cores, up to 5.7 GHz',
    short: 'Ryzen 9 9950X',
    spec: '16 cores · 32 threads · Zen 5',
    mrp: 72000,
    sale: 59999,
    description:
      'Sixteen Zen 5 cores and 32 threads with boost up to 5.7 GHz and 80 MB of cache. Built for rendering, compiling and content creation on the AM5 platform with DDR5 and PCIe 5.0.',
    look: 'amd',
  },
  {
    category: 'processor',
    brand: 'AMD',
    name: 'AMD Ryzen 7 9800X3D Desktop Processor, 8 Cores, 3D V-Cache',
    short: 'Ryzen 7 9800X3D',
    spec: '8 cores · 104 MB cache · AM5',
    mrp: 58000,
    sale: 52999,
    description:
      'Second-generation 3D V-Cache sits under the cores for higher clocks and a total of 104 MB of cache. The fastest gaming processor AMD has made, and it is fully unlocked for tuning.',
    look: 'amd',
  },
  {
    category: 'processor',
    brand: 'AMD',
    name: 'AMD Ryzen 7 7800X3D Desktop Processor, 8 Cores, 3D V-Cache',
    short: 'Ryzen 7 7800X3D',
    spec: '8 cores · 96 MB L3 · 120 W',
    mrp: 45000,
    sale: 36999,
    description:
      'Eight Zen 4 cores with 96 MB of L3 cache thanks to 3D V-Cache technology. High frame rates at a modest 120 W TDP, on AM5 motherboards with DDR5.',
    look: 'amd',
  },
  {
    category: 'processor',
    brand: 'AMD',
    name: 'AMD Ryzen 5 7600X Desktop Processor, 6 Cores, up to 5.3 GHz',
    short: 'Ryzen 5 7600X',
    spec: '6 cores · 12 threads · 5.3 GHz',
    mrp: 27000,
    sale: 18999,
    description:
      'Six Zen 4 cores that boost up to 5.3 GHz, with integrated Radeon graphics for troubleshooting without a GPU. A great entry to the AM5 platform and its upgrade path.',
    look: 'amd',
  },
  {
    category: 'processor',
    brand: 'AMD',
    name: 'AMD Ryzen 5 5600 Desktop Processor with Wraith Stealth Cooler',
    short: 'Ryzen 5 5600',
    spec: '6 cores · 12 threads · AM4',
    mrp: 15000,
    sale: 9999,
    description:
      'Six Zen 3 cores and 35 MB of cache on the affordable AM4 platform. The included Wraith Stealth cooler keeps it quiet, and it drops into most B450 and B550 boards after a BIOS update.',
    look: 'amd',
  },

  // ── Refrigerator ─────────────────────────────────────────────────────────────────────────────────────
  {
    category: 'refrigerator',
    brand: 'LG',
    name: 'LG 242 L 3 Star Frost-Free Smart Inverter Double Door Refrigerator',
    short: '242 L Double Door',
    spec: '3 Star · Smart Inverter · Frost-free',
    mrp: 35999,
    sale: 27490,
    description:
      'A Smart Inverter Compressor that adjusts its speed to demand, saving energy and running quietly. Door Cooling+ chills the door shelves evenly, and the Express Freeze mode makes ice faster.',
  },
  {
    category: 'refrigerator',
    brand: 'Samsung',
    name: 'Samsung 653 L Frost-Free Side-by-Side Refrigerator with Convertible 5-in-1',
    short: '653 L Side-by-Side',
    spec: 'Convertible 5-in-1 · Wi-Fi',
    mrp: 112000,
    sale: 83990,
    description:
      'Five conversion modes turn the freezer into a fridge when you need more fresh space. Twin Cooling Plus keeps humidity high for vegetables, and SmartThings lets you check the temperature from your phone.',
    look: 'sbs',
  },
  {
    category: 'refrigerator',
    brand: 'Whirlpool',
    name: 'Whirlpool 184 L 2 Star Direct-Cool Single Door Refrigerator',
    short: '184 L Single Door',
    spec: '2 Star · Insulated Capillary',
    mrp: 17500,
    sale: 13490,
    description:
      'Insulated Capillary technology keeps food cool for up to nine hours during power cuts. A large vegetable crisper and toughened glass shelves that hold up to 150 kg.',
    look: 'single',
  },
  {
    category: 'refrigerator',
    brand: 'Haier',
    name: 'Haier 325 L 3 Star Frost-Free Bottom Mount Double Door Refrigerator',
    short: '325 L Bottom Mount',
    spec: '3 Star · Bottom freezer · Inverter',
    mrp: 45990,
    sale: 35990,
    description:
      'The fresh food section sits at eye level with the freezer below, so everyday items are easy to reach. A twin inverter compressor and a fresh-zone drawer for fruit and vegetables.',
  },
  {
    category: 'refrigerator',
    brand: 'Godrej',
    name: 'Godrej 180 L 2 Star Direct-Cool Single Door Refrigerator (Edge)',
    short: 'Edge 180 L',
    spec: '2 Star · Stabiliser-free',
    mrp: 18990,
    sale: 14490,
    description:
      'Runs without a stabiliser from 110 V to 290 V and has a large 18 L vegetable tray. Anti-bacterial gasket and a toughened glass shelf in a slim footprint.',
    look: 'single',
  },
  {
    category: 'refrigerator',
    brand: 'Samsung',
    name: 'Samsung 236 L 3 Star Digital Inverter Double Door Refrigerator',
    short: '236 L Double Door',
    spec: '3 Star · Digital Inverter · Stabiliser-free',
    mrp: 32990,
    sale: 26990,
    description:
      'A Digital Inverter Compressor with a 20-year warranty that runs on solar power too. All-around cooling reaches every corner and the deodoriser keeps odours from mixing.',
  },
  {
    category: 'refrigerator',
    brand: 'LG',
    name: 'LG 655 L Frost-Free Side-by-Side Refrigerator with Door Cooling+',
    short: '655 L Side-by-Side',
    spec: 'Inverter Linear · Multi Air Flow',
    mrp: 124999,
    sale: 97990,
    description:
      'An Inverter Linear Compressor with a ten-year warranty and a Multi Air Flow system that keeps every shelf at the same temperature. Smart Diagnosis sends fault details to service by phone.',
    look: 'sbs',
  },
  {
    category: 'refrigerator',
    brand: 'Bosch',
    name: 'Bosch 258 L 3 Star Frost-Free Double Door Refrigerator',
    short: '258 L Double Door',
    spec: '3 Star · VitaFresh · MultiAirflow',
    mrp: 37990,
    sale: 29990,
    description:
      'VitaFresh keeps fruit and vegetables fresh for longer, and MultiAirflow cools every level evenly. The convertible freezer switches to a fridge when you need more room.',
  },
  {
    category: 'refrigerator',
    brand: 'Whirlpool',
    name: 'Whirlpool 265 L 3 Star IntelliFresh Frost-Free Triple Door Refrigerator',
    short: '265 L Triple Door',
    spec: '3 Star · Three zones · Inverter',
    mrp: 35900,
    sale: 27990,
    description:
      'Three separate doors for the fridge, the freezer and a vegetable mini-fridge, so less cold air escapes. Six Sense IntelliFresh technology adjusts cooling to the load.',
  },

  // ── Speakers ─────────────────────────────────────────────────────────────────────────────────────────
  {
    category: 'speakers',
    brand: 'JBL',
    name: 'JBL Flip 6 Portable Waterproof Bluetooth Speaker',
    short: 'Flip 6',
    spec: 'IP67 · 12 h · PartyBoost',
    mrp: 14999,
    sale: 9999,
    description:
      'A two-way speaker with a racetrack woofer and a separate tweeter for bold sound. IP67 dust and waterproof, up to 12 hours of playtime and PartyBoost to pair two JBL speakers.',
  },
  {
    category: 'speakers',
    brand: 'Sony',
    name: 'Sony SRS-XB100 Compact Bluetooth Speaker',
    short: 'SRS-XB100',
    spec: 'IP67 · 16 h · Strap included',
    mrp: 5990,
    sale: 4490,
    description:
      'Small enough for a backpack strap, with a sound diffusion processor for clear, wide audio. IP67 rated, 16 hours of battery and an echo-cancelling mic for hands-free calls.',
  },
  {
    category: 'speakers',
    brand: 'boAt',
    name: 'boAt Stone 1200F 14W Bluetooth Speaker with RGB LEDs',
    short: 'Stone 1200F',
    spec: '14 W · RGB LEDs · IPX5',
    mrp: 7990,
    sale: 4999,
    description:
      'Fourteen watts of boAt Signature Sound with RGB lights that pulse to the beat. Nine hours of playback, IPX5 splash resistance and TWS mode to pair two speakers.',
  },
  {
    category: 'speakers',
    brand: 'Marshall',
    name: 'Marshall Emberton II Portable Bluetooth Speaker',
    short: 'Emberton II',
    spec: 'True Stereophonic · 30+ h · IP67',
    mrp: 16999,
    sale: 14999,
    description:
      'True Stereophonic multi-directional sound from a compact, rugged speaker in Marshall’s classic style. More than 30 hours of playtime, IP67 protection and Stack Mode for several speakers.',
    look: 'box',
  },
  {
    category: 'speakers',
    brand: 'JBL',
    name: 'JBL Go 4 Ultra-Portable Bluetooth Speaker',
    short: 'Go 4',
    spec: 'IP67 · 7 h · Auracast',
    mrp: 4499,
    sale: 3499,
    description:
      'Big JBL Pro Sound from a pocket-size speaker with a built-in loop. Auracast pairs it with other JBL speakers, and it is dust and waterproof to IP67.',
    look: 'box',
  },
  {
    category: 'speakers',
    brand: 'Bose',
    name: 'Bose SoundLink Flex (2nd Gen) Portable Bluetooth Speaker',
    short: 'SoundLink Flex',
    spec: 'PositionIQ · IP67 · 12 h',
    mrp: 17900,
    sale: 14900,
    description:
      'PositionIQ detects whether the speaker is standing, lying or hanging and tunes the sound to match. A soft-touch silicone body that floats, IP67 protection and up to 12 hours of play.',
    look: 'box',
  },
  {
    category: 'speakers',
    brand: 'Ultimate Ears',
    name: 'Ultimate Ears WONDERBOOM 4 Waterproof Bluetooth Speaker',
    short: 'WONDERBOOM 4',
    spec: '360° sound · Floats · 14 h',
    mrp: 9995,
    sale: 7495,
    description:
      'Full 360-degree sound with an Outdoor Boost mode for open spaces. It floats, survives drops from 1.5 m and plays for 14 hours on a charge.',
  },
  {
    category: 'speakers',
    brand: 'Mi',
    name: 'Mi Portable Bluetooth Speaker 16W',
    short: 'Portable Speaker 16W',
    spec: '16 W stereo · IPX7 · 13 h',
    mrp: 2499,
    sale: 1799,
    description:
      'Dual 8 W drivers with passive radiators for stereo sound, in an aluminium and fabric body. IPX7 water resistance and up to 13 hours on a charge over USB-C.',
  },
  {
    category: 'speakers',
    brand: 'Sony',
    name: 'Sony ULT Field 1 Wireless Portable Speaker with ULT Power Sound',
    short: 'ULT Field 1',
    spec: 'ULT bass · IP67 · 12 h',
    mrp: 14990,
    sale: 10990,
    description:
      'Press the ULT button for deep, punchy bass from a speaker that fits in one hand. Shockproof and IP67 waterproof, with a detachable strap and 12 hours of battery.',
  },

  // ── TV ───────────────────────────────────────────────────────────────────────────────────────────────
  {
    category: 'tv',
    brand: 'Samsung',
    name: 'Samsung 138 cm (55") Crystal 4K Vivid Ultra HD Smart LED TV',
    short: '55" Crystal 4K Vivid',
    spec: '4K UHD · HDR10+ · Tizen',
    mrp: 64900,
    sale: 41990,
    description:
      'The Crystal Processor 4K upscales everything you watch, and PurColor shows a wide range of shades. Tizen brings Netflix, Prime Video and Samsung TV Plus, and Q-Symphony plays sound through a Samsung soundbar as well.',
  },
  {
    category: 'tv',
    brand: 'LG',
    name: 'LG 164 cm (65") OLED evo C4 4K Smart TV',
    short: '65" OLED evo C4',
    spec: 'Self-lit OLED · 144 Hz · α9 Gen7',
    mrp: 329990,
    sale: 209990,
    description:
      'Self-lit OLED pixels give perfect blacks and infinite contrast, driven by the α9 AI Processor Gen7. A 144 Hz refresh rate with G-Sync and FreeSync Premium for gaming, and Dolby Vision and Atmos for films.',
  },
  {
    category: 'tv',
    brand: 'Sony',
    name: 'Sony Bravia 2 139 cm (55") 4K Ultra HD Smart LED Google TV',
    short: 'Bravia 2 55"',
    spec: '4K HDR Processor X1 · Google TV',
    mrp: 99900,
    sale: 64990,
    description:
      'The 4K HDR Processor X1 and Motionflow XR keep sport sharp and smooth. Google TV gathers your apps in one place and Apple AirPlay and Chromecast are built in.',
  },
  {
    category: 'tv',
    brand: 'Mi',
    name: 'Mi 108 cm (43") X Series 4K Ultra HD Smart Google TV',
    short: '43" X Series 4K',
    spec: 'Dolby Vision · 30 W · Google TV',
    mrp: 42999,
    sale: 26999,
    description:
      'A 4K display with Dolby Vision and HDR10, and 30 W speakers with Dolby Audio and DTS:X. Google TV with hands-free voice search and a bezel-less metal design.',
  },
  {
    category: 'tv',
    brand: 'Acer',
    name: 'Acer 109 cm (43") I Series 4K Ultra HD Smart LED Google TV',
    short: '43" I Series 4K',
    spec: '4K · HDR10 · 30 W · Dual-band Wi-Fi',
    mrp: 32999,
    sale: 19999,
    description:
      'A bezel-less 4K panel with HDR10 and the AI Picture Engine, at an entry-level price. Thirty watts of Dolby Audio, dual-band Wi-Fi and Google TV with 10,000+ apps.',
  },
  {
    category: 'tv',
    brand: 'OnePlus',
    name: 'OnePlus 108 cm (43") Y1S Pro 4K Ultra HD Smart Android TV',
    short: '43" Y1S Pro',
    spec: '4K · MEMC · Dolby Audio',
    mrp: 39999,
    sale: 26999,
    description:
      'A 4K UHD display with MEMC for smooth motion and the Gamma Engine for better colour. OnePlus Connect links the TV to your OnePlus phone and buds.',
  },
  {
    category: 'tv',
    brand: 'TCL',
    name: 'TCL 139 cm (55") C655 QLED 4K Ultra HD Smart Google TV',
    short: '55" C655 QLED',
    spec: 'QLED · Dolby Vision · Onkyo audio',
    mrp: 59990,
    sale: 42990,
    description:
      'Quantum dot colour with HDR10+ and Dolby Vision, and a 2.1-channel Onkyo sound system. Game Master mode with ALLM and a sleek metal frame.',
  },
  {
    category: 'tv',
    brand: 'Samsung',
    name: 'Samsung 80 cm (32") HD Ready Smart LED TV',
    short: '32" HD Smart TV',
    spec: 'HD Ready · PurColor · Tizen',
    mrp: 18900,
    sale: 13490,
    description:
      'A 32-inch HD Ready panel with HDR and PurColor for bedrooms and kitchens. Smart Hub apps, screen mirroring from your phone and 20 W Dolby Digital Plus sound.',
  },
  {
    category: 'tv',
    brand: 'Philips',
    name: 'Philips 126 cm (50") 4K Ultra HD Smart LED Google TV',
    short: '50" 4K Google TV',
    spec: 'Pixel Precise Ultra HD · Dolby Atmos',
    mrp: 54990,
    sale: 33990,
    description:
      'Pixel Precise Ultra HD sharpens detail and HDR10+ brings out highlights. Dolby Vision and Dolby Atmos for a cinema feel, with Google TV and a voice remote.',
  },

  // ── Trimmers ─────────────────────────────────────────────────────────────────────────────────────────
  {
    category: 'trimmers',
    brand: 'Philips',
    name: 'Philips BT3221/15 Beard Trimmer with 20 Length Settings',
    short: 'BT3221 Beard Trimmer',
    spec: '20 settings · 90 min cordless',
    mrp: 1795,
    sale: 1299,
    description:
      'Twenty length settings from 0.5 mm to 10 mm in 0.5 mm steps with a lock-in zoom wheel. Self-sharpening stainless steel blades and 90 minutes of cordless use from a one-hour charge.',
  },
  {
    category: 'trimmers',
    brand: 'Philips',
    name: 'Philips OneBlade QP2734 Hybrid Trimmer and Shaver',
    short: 'OneBlade QP2734',
    spec: 'Trim · Edge · Shave',
    mrp: 3195,
    sale: 2449,
    description:
      'One tool that trims, edges and shaves any length of hair, with a dual-sided blade for precise lines. Comes with three stubble combs and works wet or dry.',
  },
  {
    category: 'trimmers',
    brand: 'Mi',
    name: 'Mi Beard Trimmer 2C with 40 Length Settings',
    short: 'Beard Trimmer 2C',
    spec: '40 settings · 90 min · IPX7',
    mrp: 1499,
    sale: 1199,
    description:
      'Forty length settings in 0.25 mm steps, set with a precise dial. Self-sharpening steel blades, an IPX7 washable body and 90 minutes of use from a USB-C charge.',
  },
  {
    category: 'trimmers',
    brand: 'Braun',
    name: 'Braun Series 3 All-in-One Trimmer 7-in-1 (MGK3220)',
    short: 'Series 3 All-in-One',
    spec: '7-in-1 · Ultimate sharp blades',
    mrp: 3999,
    sale: 2899,
    description:
      'Seven tools for face, hair and ears, including a precision trimmer and a nose trimmer. Lifetime-sharp metal blades and up to 60 minutes of cordless trimming.',
  },
  {
    category: 'trimmers',
    brand: 'Havells',
    name: 'Havells BT6151C Cordless Beard Trimmer',
    short: 'BT6151C',
    spec: '20 settings · USB charging',
    mrp: 1895,
    sale: 1199,
    description:
      'Stainless steel blades with 20 length settings from 0.5 mm to 10 mm. USB charging with a quick-charge indicator and 60 minutes of runtime.',
  },
  {
    category: 'trimmers',
    brand: 'Panasonic',
    name: 'Panasonic ER-GB42 Cordless Beard Trimmer',
    short: 'ER-GB42',
    spec: '19 settings · 45° blades · Washable',
    mrp: 2499,
    sale: 1849,
    description:
      'Forty-five degree stainless steel blades cut cleanly with less pulling. Nineteen length settings and a fully washable body for quick cleaning.',
  },
  {
    category: 'trimmers',
    brand: 'Nova',
    name: 'Nova NHT 1071 Cordless Beard Trimmer',
    short: 'NHT 1071',
    spec: '20 settings · 45 min cordless',
    mrp: 1199,
    sale: 749,
    description:
      'A skin-friendly stainless steel blade and 20 length settings for stubble to short beards. Forty-five minutes of cordless use and a travel lock.',
  },
  {
    category: 'trimmers',
    brand: 'Philips',
    name: 'Philips Multigroom Series 7000 MG7920 13-in-1 Trimmer',
    short: 'Multigroom MG7920',
    spec: '13-in-1 · 120 min · Steel',
    mrp: 6995,
    sale: 4999,
    description:
      'Thirteen tools for face, head and body in a full stainless steel handle. DualCut technology trims faster, and a lithium-ion battery gives up to 120 minutes per charge.',
  },
  {
    category: 'trimmers',
    brand: 'Syska',
    name: 'Syska HT3052K Corded and Cordless Trimmer',
    short: 'HT3052K',
    spec: '20 settings · Corded + cordless',
    mrp: 1299,
    sale: 899,
    description:
      'Use it corded or cordless, with 20 length settings and self-sharpening blades. A 60-minute battery and a charge indicator light.',
  },

  // ── Watches ──────────────────────────────────────────────────────────────────────────────────────────
  {
    category: 'watches',
    brand: 'Apple',
    name: 'Apple Watch Series 10 GPS 42 mm Aluminium Case with Sport Band',
    short: 'Watch Series 10',
    spec: 'Wide-angle OLED · Sleep apnoea alerts',
    mrp: 46900,
    sale: 44900,
    description:
      'The thinnest Apple Watch yet with the biggest display, which is brighter from an angle. Sleep apnoea notifications, depth and water temperature sensors and faster charging.',
  },
  {
    category: 'watches',
    brand: 'Samsung',
    name: 'Samsung Galaxy Watch7 Bluetooth 44 mm Smartwatch',
    short: 'Galaxy Watch7',
    spec: 'BioActive sensor · Dual-frequency GPS',
    mrp: 32999,
    sale: 23999,
    description:
      'The BioActive sensor tracks heart rate, sleep and body composition, and Energy Score suggests how hard to train. Dual-frequency GPS for accurate routes and sapphire crystal glass.',
    look: 'round',
  },
  {
    category: 'watches',
    brand: 'Garmin',
    name: 'Garmin Forerunner 265 GPS Running Smartwatch',
    short: 'Forerunner 265',
    spec: 'AMOLED · Training readiness · 13 days',
    mrp: 49990,
    sale: 44990,
    description:
      'A bright AMOLED display with training readiness, daily suggested workouts and race predictions. Multi-band GPS and up to 13 days of battery in smartwatch mode.',
    look: 'round',
  },
  {
    category: 'watches',
    brand: 'Noise',
    name: 'Noise ColorFit Pro 6 Max Smartwatch with 1.96" AMOLED',
    short: 'ColorFit Pro 6 Max',
    spec: '1.96″ AMOLED · BT calling',
    mrp: 9999,
    sale: 5999,
    description:
      'A 1.96-inch AMOLED display with an always-on mode and a functional crown. Bluetooth calling, Noise AI features and more than 100 sports modes.',
  },
  {
    category: 'watches',
    brand: 'Fire-Boltt',
    name: 'Fire-Boltt Phoenix Ultra Luxury Stainless Steel Smartwatch',
    short: 'Phoenix Ultra',
    spec: '1.39″ · BT calling · Steel',
    mrp: 4999,
    sale: 2999,
    description:
      'A round stainless steel case and metal strap that look at home in the office. Bluetooth calling, 120+ sports modes and SpO2 and heart rate monitoring.',
    look: 'round',
  },
  {
    category: 'watches',
    brand: 'boAt',
    name: 'boAt Wave Sigma 3 Smartwatch with 2.01" Display',
    short: 'Wave Sigma 3',
    spec: '2.01″ HD · BT calling · 7 days',
    mrp: 4999,
    sale: 2999,
    description:
      'A 2.01-inch HD display with a functional crown, and Bluetooth calling from your wrist. Seven days of battery, 700+ active modes and an IP67 rating.',
  },
  {
    category: 'watches',
    brand: 'Amazfit',
    name: 'Amazfit GTR 4 Smartwatch with Dual-Band GPS',
    short: 'GTR 4',
    spec: 'Dual-band GPS · 14 days battery',
    mrp: 16999,
    sale: 12999,
    description:
      'Circularly polarised dual-band GPS tracks accurately among tall buildings. A 1.43-inch AMOLED display, 150+ sports modes and up to 14 days of battery.',
    look: 'round',
  },
  {
    category: 'watches',
    brand: 'OnePlus',
    name: 'OnePlus Watch 2R with Wear OS and Dual-Frequency GPS',
    short: 'Watch 2R',
    spec: 'Wear OS · 100 h smart mode',
    mrp: 17999,
    sale: 15999,
    description:
      'Wear OS by Google with a dual-engine design that runs up to 100 hours in smart mode. Dual-frequency GPS, a 1.43-inch AMOLED display and an aluminium case.',
    look: 'round',
  },
  {
    category: 'watches',
    brand: 'Garmin',
    name: 'Garmin Venu 3 GPS Smartwatch with AMOLED Display',
    short: 'Venu 3',
    spec: 'Sleep coach · Body Battery · 14 days',
    mrp: 49990,
    sale: 44490,
    description:
      'Body Battery energy monitoring, a sleep coach and nap detection help you plan your day. A 1.4-inch AMOLED display, Bluetooth calls from the wrist and up to 14 days of battery.',
    look: 'round',
  },
];
