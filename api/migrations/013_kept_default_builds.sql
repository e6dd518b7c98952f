-- Once a remote has releases, its `default` release is the `npm run build` output as it was at that moment, kept in
-- remote_releases (version 'default'), so a later local build changes nothing players load (releases.service.ts).
ALTER TABLE remote_controls ADD COLUMN default_kept boolean NOT NULL DEFAULT false;
