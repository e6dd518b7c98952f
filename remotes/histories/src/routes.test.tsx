/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderScreen } from '@matka/shared-kernel/testing';
import { routes } from './routes';

test.each(routes.map((route) => [route.path, route] as const))('%s opens its screen under its title', async (_path, route) => {
  const { default: RouteScreen } = await route.load();
  renderScreen(<RouteScreen />, route.path);
  expect(await screen.findByRole('heading', { level: 1, name: route.title })).toBeTruthy();
});
