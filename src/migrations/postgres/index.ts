import * as migration_20261122_000800_initial from './20261122_000800_initial';
import * as migration_20261123_112519_jobs_and_trash from './20261123_112519_jobs_and_trash';

export const migrations = [
  {
    up: migration_20261122_000800_initial.up,
    down: migration_20261122_000800_initial.down,
    name: '20261122_000800_initial',
  },
  {
    up: migration_20261123_112519_jobs_and_trash.up,
    down: migration_20261123_112519_jobs_and_trash.down,
    name: '20261123_112519_jobs_and_trash'
  },
];
