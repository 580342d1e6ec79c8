import type { ImportProgress } from '@voltcart/contract';
import { LRUCache } from 'lru-cache';

/**
 * How far each running or recent import has come, by the id its caller gave it, in this process's memory: the admin
 * page polls it while its import call runs (a second shop process behind the same address answers 404, and the page
 * then shows the bar without numbers). Kept for the last 100 imports.
 */
export class ImportProgressBoard {
  private readonly imports = new LRUCache<string, ImportProgress>({ max: 100 });

  report(importId: string | undefined, progress: ImportProgress): void {
    if (importId) this.imports.set(importId, progress);
  }

  of(importId: string): ImportProgress | undefined {
    return this.imports.get(importId);
  }
}
