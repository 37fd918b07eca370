import 'reflect-metadata';
import { Container } from 'inversify';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { ContainerProvider, useEffectService } from '../../src/app/container-context';
import { token } from '../../src/composition/token';
import { render } from './components/markup';

interface Counter {
  count(): number;
}
const COUNTER = token<Counter>('effectServiceTestCounter');

describe('useEffectService (a service only effects use)', () => {
  it('is never resolved by a server render, and resolved once, then kept, when asked for', () => {
    let made = 0;
    const container = new Container();
    container.bind(COUNTER).toDynamicValue(() => {
      made++;
      return { count: () => made };
    });
    let asked: (() => Counter) | null = null;
    function Tracker() {
      const counter = useEffectService(COUNTER);
      asked = counter;
      useEffect(() => void counter().count(), [counter]);
      return <p>Seite</p>;
    }
    const html = render(
      <ContainerProvider container={container}>
        <Tracker />
      </ContainerProvider>,
    );
    expect(html).toBe('<p>Seite</p>');
    expect(made).toBe(0);
    // In the browser the effect asks: the first use resolves it, later uses get the same one.
    const first = asked!();
    expect(asked!()).toBe(first);
    expect(made).toBe(1);
  });
});
