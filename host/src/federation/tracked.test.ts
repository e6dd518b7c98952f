import { arrived, track } from './tracked';

test('a tracked promise says how it settled, in the fields React use() reads, and adds no unhandled rejection', async () => {
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', onUnhandled);
  try {
    const ok = track(Promise.resolve('Home'));
    expect(arrived(ok)).toBeUndefined();
    await ok;
    expect(ok).toMatchObject({ status: 'fulfilled', value: 'Home' });
    expect(arrived(ok)).toBe('Home');

    const failed = track(Promise.reject(new Error('remote down')));
    await expect(failed).rejects.toThrow('remote down');
    expect(failed).toMatchObject({ status: 'rejected', reason: new Error('remote down') });
    expect(arrived(failed)).toBeUndefined();

    // A failure nobody awaits is not an unhandled rejection either (a screen loaded ahead and never shown).
    track(Promise.reject(new Error('never asked for')));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(unhandled).toEqual([]);
  } finally {
    process.off('unhandledRejection', onUnhandled);
  }
});
