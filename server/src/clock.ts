// Time as ISO strings (the storage format of every time column); injectable for tests.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const iso = (date: Date) => date.toISOString();
export const addSeconds = (date: Date, seconds: number) =>
  new Date(date.getTime() + seconds * 1000);
