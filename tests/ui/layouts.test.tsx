import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import type { Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router';
import routes from '../../src/app/routes';
import { ContainerProvider } from '../../src/app/container-context';
import { EmptyLayout } from '../../src/app/empty-layout.view';
import ResetPasswordView from '../../src/features/recovery/reset-password.view';
import { StyleguideLayout } from '../../src/features/dev/styleguide-layout.view';
import { meta as styleguideMeta } from '../../src/features/dev/styleguide-layout.route';
import StyleguideView from '../../src/features/dev/styleguide.view';
import { STYLEGUIDE_SECTIONS } from '../../src/features/dev/styleguide-sections';
import { memoryApp } from './support/memory-app';
import { render, tags } from './components/markup';

/** The ids of the pages below a top-level route of src/app/routes.ts. */
const pagesOf = (layoutId: string): string[] => {
  const collect = (entries: readonly { id?: string; children?: readonly unknown[] }[]): string[] =>
    entries.flatMap((entry) => [
      ...(entry.children?.length ? [] : [entry.id ?? '']),
      ...collect((entry.children ?? []) as { id?: string }[]),
    ]);
  const layout = routes.find((entry) => entry.id === layoutId);
  return layout ? collect(layout.children ?? []) : [];
};

/** A page in its layout at an address, in a data router as the app has it, rendered as the server would (no effects run). */
function inLayout(container: Container, layout: ReactElement, path: string, page: ReactElement): string {
  const router = createMemoryRouter(
    [{ element: layout, children: [{ path: new URL(path, 'http://x').pathname, element: page }] }],
    { initialEntries: [path] },
  );
  return render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
}

/** The shop's chrome: its header (banner with the basket), footer, navigation, tab bar. */
const shopChrome = (html: string) => ({
  header: /class="[^"]*tw-header\b/.test(html),
  footer: tags(html, 'footer').length,
  basketLink: /href="\/warenkorb"/.test(html),
  tabBar: /tw-mobile-nav/.test(html),
});

describe('layouts (spec/1 §2: default, empty, registration, styleguide)', () => {
  it('are the four layout routes of routes.ts, each with its pages', () => {
    const layouts = routes.filter((entry) => (entry.children?.length ?? 0) > 0).map((entry) => entry.id);
    expect(layouts.sort()).toEqual(['empty-layout', 'layout', 'registration-layout', 'styleguide-layout']);
    expect(pagesOf('empty-layout')).toEqual(['passwordReset']);
    expect(pagesOf('styleguide-layout')).toEqual(['dev-styleguide']);
    expect(pagesOf('registration-layout').sort()).toEqual(['registration', 'registration-step']);
    expect(pagesOf('layout')).toContain('index');
    expect(pagesOf('layout')).not.toContain('dev-styleguide');
    expect(pagesOf('layout')).not.toContain('passwordReset');
    // The e-mail confirmation needs the login and what follows a login (the default layout's modals).
    expect(pagesOf('layout')).toContain('confirmEmail');
  });

  it('empty: the password reset page stands alone, without the shop header, footer, navigation or skip link', async () => {
    const { container } = await memoryApp();
    const html = inLayout(container, <EmptyLayout />, '/passwort-zuruecksetzen?token=abc', <ResetPasswordView />);
    expect(shopChrome(html)).toEqual({ header: false, footer: 0, basketLink: false, tabBar: false });
    expect(tags(html, 'nav')).toHaveLength(0);
    expect(html).not.toContain('tw-skip-link');
    expect(tags(html, 'main').map((main) => main.attrs.id)).toEqual(['main']);
    expect(html).toContain('<h1>Neues Passwort wählen</h1>');
  }, 20_000);

  it('styleguide: the design system in a frame of its own (title bar, section list), no shop around it', async () => {
    const { container } = await memoryApp();
    const html = inLayout(container, <StyleguideLayout />, '/dev/styleguide', <StyleguideView />);
    expect(shopChrome(html)).toEqual({ header: false, footer: 0, basketLink: false, tabBar: false });
    expect(html).toContain('data-testid="styleguide-frame"');
    expect(html).toContain('Tippwerk Designsystem');
    expect(html).toContain('<h1>Tippwerk Styleguide</h1>');
    // One main landmark (the page no longer brings its own); the frame's navigation: the sections.
    expect(tags(html, 'main')).toHaveLength(1);
    expect(tags(html, 'nav').filter((nav) => nav.attrs['aria-labelledby'] === 'styleguide-sections')).toHaveLength(1);
    const navStart = html.indexOf('<nav class="tw-styleguide-frame__nav"');
    const nav = html.slice(navStart, html.indexOf('</nav>', navStart));
    expect(tags(nav, 'a').map((a) => a.attrs.href)).toEqual(STYLEGUIDE_SECTIONS.map((s) => `#${s.id}`));
    // The frame comes first, then the page in the main landmark.
    expect(navStart).toBeLessThan(html.indexOf('<main'));
    // Every listed section is on the page, under its title.
    for (const section of STYLEGUIDE_SECTIONS) {
      expect(html).toContain(`id="${section.id}"`);
      expect(html).toContain(section.title);
    }
  }, 20_000);

  it('styleguide: never indexed (robots noindex in the head, the rest of the root’s head kept)', () => {
    const head = styleguideMeta({
      matches: [
        {
          id: 'root',
          meta: [
            { title: 'Tippwerk' },
            { name: 'robots', content: 'index, follow' },
            { name: 'description', content: 'Lotto online' },
          ],
        },
      ],
    } as never);
    expect(head).toEqual([
      { name: 'description', content: 'Lotto online' },
      { title: 'Styleguide – Tippwerk' },
      { name: 'robots', content: 'noindex, nofollow' },
    ]);
  });
});
