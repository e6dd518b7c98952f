// Loaded first (`node --require`) by the servers the benches start, and by the benches themselves (`useDaytimeClock`
// in bench-server.ts): moves `Date` by BENCH_CLOCK_SHIFT_MS, so a bench run late in the evening sees a morning with
// room for its markets. Nothing moves when the setting is absent; the server's own code does not know of it.
const shift = Number(process.env.BENCH_CLOCK_SHIFT_MS ?? 0);
if (Number.isFinite(shift) && shift !== 0 && !globalThis.Date.benchShift) {
  const RealDate = globalThis.Date;
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + shift);
      else super(...args);
    }
    static now() {
      return RealDate.now() + shift;
    }
  }
  ShiftedDate.benchShift = shift;
  globalThis.Date = ShiftedDate;
}
