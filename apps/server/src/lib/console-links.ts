/** The console's address of an incident's details (spec doc 1 §2), for mails, the SOC API and webhooks. */
export const incidentLink = (publicUrl: string, customerId: number, eventId: string) =>
  `${publicUrl.replace(/\/+$/, '')}/customers/${customerId}/incidents/${eventId}`;
