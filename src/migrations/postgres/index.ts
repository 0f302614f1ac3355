import * as migration_20261122_000800_initial from './20261122_000800_initial';

export const migrations = [
  {
    up: migration_20261122_000800_initial.up,
    down: migration_20261122_000800_initial.down,
    name: '20261122_000800_initial'
  },
];
