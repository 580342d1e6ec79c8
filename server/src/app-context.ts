import type { Config } from './config';
import type { Db, Engine } from './db/database';

/** What every feature is built from: configuration and the database. */
export type AppContext = {
  config: Config;
  db: Db;
  engine: Engine;
};
