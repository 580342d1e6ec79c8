import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read a comment): every function of the script is
 * compiled as it streams in, on a background thread, instead of on the main thread at its first call. The shop's
 * chunks are its first screen's code (the entry, and the opening page's chunk) or a page's, nearly all of which runs
 * when it loads: compiled at first call, that was about a third of the category page's first render task. It must be
 * the file's first line.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Puts the compile hint at the top of every JavaScript file of the build (after minifying, which drops comments). */
export function compileHints(): Plugin {
  return {
    name: 'voltcart:compile-hints',
    apply: 'build',
    enforce: 'post',
    // After Vite's own, which puts the preload helper's list of files at the top of the entry.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk') continue;
          file.code = COMPILE_HINT + file.code;
          // A source map's lines move down by one (";" is an empty first line), in the map and in its .map file (which
          // for some chunks is made from the map when read, and for others was written already).
          const mapFile = bundle[`${file.fileName}.map`];
          const mappingsOf = () =>
            mapFile?.type === 'asset' ? (JSON.parse(String(mapFile.source)) as { mappings: string }).mappings : '';
          const written = mappingsOf();
          if (file.map) file.map.mappings = `;${file.map.mappings}`;
          if (mapFile?.type === 'asset' && mappingsOf() === written) {
            mapFile.source = JSON.stringify({ ...(JSON.parse(String(mapFile.source)) as object), mappings: `;${written}` });
          }
        }
      },
    },
  };
}
