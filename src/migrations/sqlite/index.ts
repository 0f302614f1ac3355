import * as migration_20261122_000755_initial from './20261122_000755_initial';
import * as migration_20261123_123520_jobs_trash_storage from './20261123_123520_jobs_trash_storage';
import * as migration_20261123_131615_media_alt_required from './20261123_131615_media_alt_required';
import * as migration_20261123_144345_audit_log from './20261123_144345_audit_log';
import * as migration_20261123_145939_popup_ad from './20261123_145939_popup_ad';
import * as migration_20261123_153747_reach_exhibition_baidu_push from './20261123_153747_reach_exhibition_baidu_push';

export const migrations = [
  {
    up: migration_20261122_000755_initial.up,
    down: migration_20261122_000755_initial.down,
    name: '20261122_000755_initial',
  },
  {
    up: migration_20261123_123520_jobs_trash_storage.up,
    down: migration_20261123_123520_jobs_trash_storage.down,
    name: '20261123_123520_jobs_trash_storage',
  },
  {
    up: migration_20261123_131615_media_alt_required.up,
    down: migration_20261123_131615_media_alt_required.down,
    name: '20261123_131615_media_alt_required',
  },
  {
    up: migration_20261123_144345_audit_log.up,
    down: migration_20261123_144345_audit_log.down,
    name: '20261123_144345_audit_log',
  },
  {
    up: migration_20261123_145939_popup_ad.up,
    down: migration_20261123_145939_popup_ad.down,
    name: '20261123_145939_popup_ad',
  },
  {
    up: migration_20261123_153747_reach_exhibition_baidu_push.up,
    down: migration_20261123_153747_reach_exhibition_baidu_push.down,
    name: '20261123_153747_reach_exhibition_baidu_push'
  },
];
