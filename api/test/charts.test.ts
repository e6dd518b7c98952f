import { testDatabases } from './support/test-databases';
import { testWorld } from './support/world';

describe.each(testDatabases())('chart pages on $mode', (kind) => {
  const { api, markets } = testWorld(kind).withMarkets();

  const page = async (url: string) => (await api.app.inject({ method: 'GET', url })).body;

  test.each(['main', 'starline', 'gali', 'missing'])('the %s chart page leads back to the app', async (which) => {
    const url = which === 'main' ? `/charts/main/${markets.main}` : which === 'missing' ? '/charts/main/99999' : `/charts/${which}`;
    expect(await page(url)).toContain('<a href="/charts">&larr; Back to Charts</a>');
  });

  test("a main market's page has its Jodi and Panel charts as targets the app's links name", async () => {
    const html = await page(`/charts/main/${markets.main}`);
    expect(html).toContain('<h2 id="jodi">Jodi chart</h2>');
    expect(html).toContain('<h2 id="panel">Panel chart</h2>');
  });
});
