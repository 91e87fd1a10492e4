import type { AppConfig } from '../config.ts';
import { LocalStorage } from './local-storage.ts';
import { S3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

/**
 * The storage driver the configuration names (STORAGE_DRIVER): the local folder STORAGE_DIR by
 * default, or the S3 bucket, created when missing so a fresh bucket server works at once.
 */
export async function storageFromConfig(config: Pick<AppConfig, 'storage' | 'storageDir'>): Promise<Storage> {
  if (config.storage.driver === 'local') return new LocalStorage(config.storageDir);
  const storage = new S3Storage(config.storage);
  await storage.ensureBucket();
  return storage;
}
