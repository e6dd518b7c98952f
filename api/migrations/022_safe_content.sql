-- Content the legacy clients render as HTML (api/src/features/content/settings.ts checks new values): what was stored
-- before is made to fit the same rules, so nothing stored earlier reaches a page as markup or a script link.
-- How To Play becomes plain lines (the API now escapes them and puts <br> between): a tag that ends a line (br, p, li,
-- div) becomes a line break, a script or style goes with what it holds, every other tag goes, then the common
-- entities are read back as their characters.
UPDATE settings
   SET value = jsonb_set(value::jsonb, '{content}', to_jsonb(btrim(
         regexp_replace(
           replace(replace(replace(replace(replace(replace(
             regexp_replace(
               regexp_replace(
                 regexp_replace(value::jsonb->>'content', E'<(script|style)\\y.*?</(script|style)\\s*>', '', 'gi'),
                 E'<\\s*/?\\s*(br|p|li|div|ol|ul)\\y[^>]*>', E'\n', 'gi'),
               '<[^>]*>?', '', 'g'),
             '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&'),
           E'\n\\s*\n+', E'\n', 'g'),
         E' \n')))::text
 WHERE key = 'how_to_play' AND value::jsonb->>'content' ~ '<[A-Za-z/!]';

-- Links: http:// becomes https:// (the same host, now safe to open); anything else that is not https (javascript:,
-- data:text/html, …) is emptied. The QR image may also stay a /path on this server or a base64 PNG or JPEG.
UPDATE settings
   SET value = jsonb_set(value::jsonb, '{video_link}', to_jsonb(CASE
         WHEN value::jsonb->>'video_link' ~* '^http://\S+$' THEN 'https://' || substr(value::jsonb->>'video_link', 8)
         ELSE '' END))::text
 WHERE key = 'how_to_play' AND COALESCE(value::jsonb->>'video_link', '') !~ '^(|https://\S+)$';
UPDATE settings
   SET value = jsonb_set(value::jsonb, '{app_link}', to_jsonb(CASE
         WHEN value::jsonb->>'app_link' ~* '^http://\S+$' THEN 'https://' || substr(value::jsonb->>'app_link', 8)
         ELSE '' END))::text
 WHERE key = 'contacts' AND COALESCE(value::jsonb->>'app_link', '') !~ '^(|https://\S+)$';
UPDATE settings
   SET value = jsonb_set(value::jsonb, '{qr_image}', to_jsonb(CASE
         WHEN value::jsonb->>'qr_image' ~* '^http://\S+$' THEN 'https://' || substr(value::jsonb->>'qr_image', 8)
         ELSE '' END))::text
 WHERE key = 'payment'
   AND COALESCE(value::jsonb->>'qr_image', '') !~ '^(|https://\S+|/[^/\\[:space:]][^\\[:space:]]*|data:image/(png|jpeg);base64,[A-Za-z0-9+/]+=*)$';
