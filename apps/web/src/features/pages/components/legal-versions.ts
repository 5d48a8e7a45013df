/** Dates of the current versions of the legal pages, shown as "Last updated". */
export const TERMS_UPDATED_ON = '2026-11-23';
export const PRIVACY_UPDATED_ON = '2026-11-23';
