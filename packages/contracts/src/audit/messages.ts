// Ours: the spec has no audit log; every change made through the console is to be recorded beyond it.
export const AUDIT_MESSAGES = {
  invalidAction: 'Unknown action',
  invalidDateRange: 'startTime must not be after endTime',
  invalidPage: 'Invalid page',
  couldNotLoad: 'Could not load the audit log',
  couldNotExport: 'Could not export the audit log',
  tooManyToExport: (max: number) =>
    `More than ${max.toLocaleString('en-US')} entries match. Narrow the filter to export them.`,
  empty: 'No changes recorded',
  emptyFiltered: 'No changes match these filters',
} as const;
