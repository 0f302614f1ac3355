import * as migration_20261122_000755_initial from './20261122_000755_initial';
import * as migration_20261123_123520_jobs_trash_storage from './20261123_123520_jobs_trash_storage';

export const migrations = [
  {
    up: migration_20261122_000755_initial.up,
    down: migration_20261122_000755_initial.down,
    name: '20261122_000755_initial',
  },
  {
    up: migration_20261123_123520_jobs_trash_storage.up,
    down: migration_20261123_123520_jobs_trash_storage.down,
    name: '20261123_123520_jobs_trash_storage'
  },
];
