import * as migration_20261122_000800_initial from './20261122_000800_initial';
import * as migration_20261123_123533_jobs_trash_storage from './20261123_123533_jobs_trash_storage';
import * as migration_20261123_131632_media_alt_required from './20261123_131632_media_alt_required';
import * as migration_20261123_144444_editors_workflow from './20261123_144444_editors_workflow';

export const migrations = [
  {
    up: migration_20261122_000800_initial.up,
    down: migration_20261122_000800_initial.down,
    name: '20261122_000800_initial',
  },
  {
    up: migration_20261123_123533_jobs_trash_storage.up,
    down: migration_20261123_123533_jobs_trash_storage.down,
    name: '20261123_123533_jobs_trash_storage',
  },
  {
    up: migration_20261123_131632_media_alt_required.up,
    down: migration_20261123_131632_media_alt_required.down,
    name: '20261123_131632_media_alt_required',
  },
  {
    up: migration_20261123_144444_editors_workflow.up,
    down: migration_20261123_144444_editors_workflow.down,
    name: '20261123_144444_editors_workflow'
  },
];
