// Its own module: the footer and the landing page say the hours on every page's first load,
// without the time-zone arithmetic of business-time.ts.

/** The opening hours as the site says them (decisions.md "Business facts": 8 AM to 8 PM, 7 days). */
export const BUSINESS_HOURS = '8AM-8PM, 7 days a week';
