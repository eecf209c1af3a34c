/** The weekday's short name in the language (0 = Sunday), from the browser's Intl data. */
export function weekdayName(weekday: number, language: string): string {
  try {
    return new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, 0, 7 + weekday)),
    );
  } catch {
    return ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][weekday] ?? '';
  }
}
