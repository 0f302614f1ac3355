import * as migration_20261122_000800_initial from './20261122_000800_initial';
import * as migration_20261123_123533_jobs_trash_storage from './20261123_123533_jobs_trash_storage';

export const migrations = [
  {
    up: migration_20261122_000800_initial.up,
    down: migration_20261122_000800_initial.down,
    name: '20261122_000800_initial',
  },
  {
    up: migration_20261123_123533_jobs_trash_storage.up,
    down: migration_20261123_123533_jobs_trash_storage.down,
    name: '20261123_123533_jobs_trash_storage'
  },
];
