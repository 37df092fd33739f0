// A rough device class from the user agent, for the room's data tab and reports.
export function deviceOf(userAgent: string | undefined): 'desktop' | 'mobile' {
  return /Mobi|Android|iPhone|iPad|iPod/i.test(userAgent ?? '') ? 'mobile' : 'desktop';
}
