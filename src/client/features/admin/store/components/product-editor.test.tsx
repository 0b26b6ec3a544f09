// @vitest-environment jsdom
// The product editor checks with the product routes' rules before it sends, and sends their body.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAsAdmin, stubJsonFetch } from '../../testing/admin-render';
import { ProductEditor } from './product-editor';

let fetchMock: ReturnType<typeof stubJsonFetch>;
beforeEach(() => {
  fetchMock = stubJsonFetch({ id: 9, name: 'Walnut Shelf' }, 201);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = () => {
  const onDone = vi.fn();
  renderAsAdmin(<ProductEditor token="admin-token" product={null} onDone={onDone} />);
  return onDone;
};
const create = () => userEvent.click(screen.getByRole('button', { name: 'Create Product' }));

describe('the product editor', () => {
  it("names the empty name, description and price in the route's words and sends nothing", async () => {
    open();
    await create();
    expect(await screen.findByText('Enter the product name')).toBeTruthy();
    expect(screen.getByText('Enter a description')).toBeTruthy();
    expect(screen.getByText('The price must be at least 1 cent')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-describedby')).toBe(
      'product-name-error',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a bad image path under Images', async () => {
    open();
    await userEvent.type(screen.getByLabelText(/^Images/), 'a.svg, ../x.svg');
    await create();
    expect(
      await screen.findByText('Use a site path (/assets/...) or a file name in /assets/products/'),
    ).toBeTruthy();
  });

  it('creates the product with the price in cents and the lists split', async () => {
    const onDone = open();
    await userEvent.type(screen.getByLabelText('Name'), 'Walnut Shelf');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'shelving');
    await userEvent.type(screen.getByLabelText('Price (dollars)'), '59.99');
    await userEvent.clear(screen.getByLabelText('Stock (units)'));
    await userEvent.type(screen.getByLabelText('Stock (units)'), '4');
    await userEvent.type(screen.getByLabelText('Description'), 'A solid walnut shelf.');
    await userEvent.type(screen.getByLabelText(/^Images/), '/assets/products/a.svg, b.svg');
    await userEvent.type(screen.getByLabelText(/^Features/), 'Solid walnut{enter}Hidden bracket');
    await userEvent.type(screen.getByLabelText(/^Tags/), 'walnut, shelf,');
    await create();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [path, init] = fetchMock.mock.calls[0]!;
    expect([path, init?.method]).toEqual(['/api/products', 'POST']);
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer admin-token');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Walnut Shelf',
      description: 'A solid walnut shelf.',
      category: 'shelving',
      price: 5999,
      stock: 4,
      images: ['/assets/products/a.svg', 'b.svg'],
      features: ['Solid walnut', 'Hidden bracket'],
      tags: ['walnut', 'shelf'],
      // No Spanish given: the Spanish store shows the English words.
      nameEs: null,
      descriptionEs: null,
    });
  });

  it('sends the optional Spanish name and description, and checks their length', async () => {
    const onDone = open();
    await userEvent.type(screen.getByLabelText('Name'), 'Walnut Shelf');
    await userEvent.type(screen.getByLabelText('Price (dollars)'), '59.99');
    await userEvent.type(screen.getByLabelText('Description'), 'A solid walnut shelf.');
    const spanishName = screen.getByLabelText('Spanish name');
    await userEvent.click(spanishName);
    await userEvent.paste('x'.repeat(121));
    await create();
    expect(await screen.findByText('Must be at most 120 characters')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.clear(spanishName);
    await userEvent.type(spanishName, 'Repisa de nogal');
    await userEvent.type(screen.getByLabelText('Spanish description'), 'Repisa de nogal macizo.');
    await create();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({
      nameEs: 'Repisa de nogal',
      descriptionEs: 'Repisa de nogal macizo.',
    });
  });
});
