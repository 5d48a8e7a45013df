import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from '../lib/toasts';
import { Toasts } from './toasts';

describe('toasts', () => {
  it('loads the toaster with the first toast and shows that toast and the next', async () => {
    render(<Toasts />);
    expect(screen.queryByRole('region', { name: /Alerts/ })).not.toBeInTheDocument();

    toast.success('Saved before the toaster loaded');
    expect(await screen.findByText('Saved before the toaster loaded')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Alerts/ })).toBeInTheDocument();

    toast.error('Sent afterwards');
    expect(await screen.findByText('Sent afterwards')).toBeInTheDocument();
  });
});
