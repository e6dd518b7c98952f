/** The server's notion of now; tests inject a fixed or moving one. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
