// @vitest-environment jsdom
// The store's lazily loaded dialogs on a Spanish page (issue 28): the cart under the products'
// Spanish names, the zoom viewer and the AR preview, whose camera problem is told in Spanish.
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InLocale } from '@/client/i18n/in-locale';
import ArPreview from './ar-preview';
import CartPanel from './cart-panel';
import ZoomViewer from './zoom-viewer';

const inSpanish = (ui: ReactNode) => render(<InLocale locale="es">{ui}</InLocale>);

afterEach(cleanup);

describe('the store dialogs in Spanish', () => {
  it('the cart names each line in Spanish and prices it', () => {
    inSpanish(
      <CartPanel
        open
        onOpenChange={vi.fn()}
        lines={[
          {
            id: 'product-3',
            productId: 3,
            name: 'Tilting TV Mount',
            priceCents: 3999,
            quantity: 1,
            image: '',
            type: 'product',
          },
        ]}
        nameOf={(id, name) => (id === 3 ? 'Soporte inclinable para TV' : name)}
        outOfStock={new Set([3])}
        onCheckout={vi.fn()}
      />,
    );
    const cart = screen.getByRole('dialog', { name: 'Carrito de compras' });
    expect(cart.textContent).toContain('Soporte inclinable para TV');
    expect(cart.textContent).toContain('$39.99 por unidad');
    expect(cart.textContent).toContain('Agotado');
    expect(
      screen.getByRole('button', { name: 'Quitar Soporte inclinable para TV del carrito' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ir a pagar' })).toHaveProperty('disabled', true);
    expect(cart.textContent).not.toMatch(/Tilting|each|Total |Out of Stock|Checkout/);
  });

  it('the zoom viewer speaks Spanish', () => {
    inSpanish(
      <ZoomViewer
        open
        onOpenChange={vi.fn()}
        name="Soporte inclinable para TV"
        image="/x.svg"
        onArPreview={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Vista previa en RA' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Acercar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Restablecer el zoom' })).toBeTruthy();
    expect(
      screen.getByRole('group', {
        name: 'Soporte inclinable para TV, 100%. Más y menos acercan o alejan, las flechas desplazan, 0 restablece.',
      }),
    ).toBeTruthy();
  });

  it('the AR preview says in Spanish why the camera did not open', async () => {
    inSpanish(
      <ArPreview open onOpenChange={vi.fn()} name="Soporte inclinable para TV" image="/x.svg" />,
    );
    expect(
      screen.getByRole('dialog', { name: 'Vista previa en RA: Soporte inclinable para TV' }),
    ).toBeTruthy();
    // jsdom has no camera API.
    expect(await screen.findByText('Se necesita acceso a la cámara')).toBeTruthy();
    expect(
      screen.getByText(
        'Este navegador no puede abrir la cámara aquí (necesita una página segura https).',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeTruthy();
    expect(screen.getByRole('slider', { name: /^Rotación/ }).getAttribute('aria-valuetext')).toBe(
      '0 grados',
    );
  });
});
