import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Stack traces that name the shop's TypeScript (file, line, column) for the frames of its compiled bundle, read from
 * the bundle's source map at the first stack trace asked for. Node's `--enable-source-maps` would do this too, but it
 * reads and keeps the source map of every module it loads (~250 of the packages' files ship one): ~10 MB of resident
 * memory for maps no log line uses. Frames of the packages keep their own (compiled) locations, as without the flag.
 *
 * `moduleUrl` is the bundle's `import.meta.url`; its map is `<file>.map` beside it. Without a map (tsx runs the source
 * and maps it itself), nothing changes.
 */
export function mapOwnStackTraces(moduleUrl: string): void {
  const file = fileURLToPath(moduleUrl);
  if (!existsSync(`${file}.map`)) return;
  let map: SourceMap | null | undefined;
  const mapOf = () => (map ??= readSourceMap(`${file}.map`));
  Error.prepareStackTrace = (error: Error, frames: NodeJS.CallSite[]) => {
    const lines = frames.map((frame) => `\n    at ${describeFrame(frame, moduleUrl, file, mapOf)}`);
    return `${headerOf(error)}${lines.join('')}`;
  };
}

function readSourceMap(mapFile: string): SourceMap | null {
  try {
    return new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8')));
  } catch {
    return null;
  }
}

/** `Name: message`, as V8's own stack traces begin. */
function headerOf(error: Error): string {
  try {
    return Error.prototype.toString.call(error);
  } catch {
    return '<error>';
  }
}

/** The frame as V8 writes it, with a location in the bundle replaced by the TypeScript one it was compiled from. */
function describeFrame(frame: NodeJS.CallSite, moduleUrl: string, file: string, mapOf: () => SourceMap | null): string {
  const text = String(frame);
  const fileName = frame.getFileName();
  const line = frame.getLineNumber();
  const column = frame.getColumnNumber();
  if ((fileName !== moduleUrl && fileName !== file) || line === null || column === null) return text;
  const entry = mapOf()?.findEntry(line - 1, column - 1);
  if (!entry || !('originalSource' in entry) || !entry.originalSource) return text;
  const source = path.resolve(
    path.dirname(file),
    entry.originalSource.startsWith('file://') ? fileURLToPath(entry.originalSource) : entry.originalSource,
  );
  return text.replace(`${fileName}:${line}:${column}`, `${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}`);
}
