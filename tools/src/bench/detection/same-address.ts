/** Two addresses of one page: equal but for the fragment (a report names the page as `location.href`). */
export const sameAddress = (a: string, b: string) => a.split('#')[0] === b.split('#')[0];
