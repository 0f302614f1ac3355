import * as migration_20261122_000755_initial from './20261122_000755_initial';

export const migrations = [
  {
    up: migration_20261122_000755_initial.up,
    down: migration_20261122_000755_initial.down,
    name: '20261122_000755_initial'
  },
];
