/** The latest year `notAfterThisYear` allows: this year (of `today`, yyyy-MM-dd) less `offset`. */
export const latestYear = (today: string, offset = 0): number => Number(today.slice(0, 4)) - offset;
