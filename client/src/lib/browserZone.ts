/** The browser's IANA zone, e.g. Asia/Kolkata: the zone times are shown in. */
export function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
