import path from 'node:path';
import { createBenchDatabase } from './shared/database';
import { generateCatalog } from './api/catalog-generator';
import { generateCustomers } from './api/customer-generator';
const database = await createBenchDatabase(undefined);
const catalog = await generateCatalog(database.db, { uploadsDir: path.join(database.dataDir, 'uploads'), perCategory: 1000 });
await generateCustomers(database.db, catalog.productIds, 5000);
await database.disconnect();
console.log(database.dataDir);
