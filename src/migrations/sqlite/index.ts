import * as migration_20261122_000755_initial from './20261122_000755_initial';
import * as migration_20261123_123520_jobs_trash_storage from './20261123_123520_jobs_trash_storage';
import * as migration_20261123_131615_media_alt_required from './20261123_131615_media_alt_required';
import * as migration_20261123_155802_editors_audit_reach from './20261123_155802_editors_audit_reach';
import * as migration_20261123_155836_ad_picture_to_popup_ad from './20261123_155836_ad_picture_to_popup_ad';
import * as migration_20261123_175841_english_edition from './20261123_175841_english_edition';
import * as migration_20261125_175116_payload_lock_off from './20261125_175116_payload_lock_off';
import * as migration_20261125_182116_registrations from './20261125_182116_registrations';
import * as migration_20261125_231926_part_three from './20261125_231926_part_three';
import * as migration_20261127_232936_part_four from './20261127_232936_part_four';
import * as migration_20261128_011438_part_four_leads from './20261128_011438_part_four_leads';

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
    up: migration_20261123_155802_editors_audit_reach.up,
    down: migration_20261123_155802_editors_audit_reach.down,
    name: '20261123_155802_editors_audit_reach',
  },
  {
    up: migration_20261123_155836_ad_picture_to_popup_ad.up,
    down: migration_20261123_155836_ad_picture_to_popup_ad.down,
    name: '20261123_155836_ad_picture_to_popup_ad',
  },
  {
    up: migration_20261123_175841_english_edition.up,
    down: migration_20261123_175841_english_edition.down,
    name: '20261123_175841_english_edition',
  },
  {
    up: migration_20261125_175116_payload_lock_off.up,
    down: migration_20261125_175116_payload_lock_off.down,
    name: '20261125_175116_payload_lock_off',
  },
  {
    up: migration_20261125_182116_registrations.up,
    down: migration_20261125_182116_registrations.down,
    name: '20261125_182116_registrations',
  },
  {
    up: migration_20261125_231926_part_three.up,
    down: migration_20261125_231926_part_three.down,
    name: '20261125_231926_part_three',
  },
  {
    up: migration_20261127_232936_part_four.up,
    down: migration_20261127_232936_part_four.down,
    name: '20261127_232936_part_four',
  },
  {
    up: migration_20261128_011438_part_four_leads.up,
    down: migration_20261128_011438_part_four_leads.down,
    name: '20261128_011438_part_four_leads'
  },
];
