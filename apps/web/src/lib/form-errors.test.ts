import { describe, expect, it, vi } from 'vitest';
import { focusFirstInvalid } from './form-errors';

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('focusFirstInvalid', () => {
  it('focuses the first marked field even when the marks are drawn a few frames after the call', async () => {
    const form = document.createElement('form');
    form.innerHTML = '<input name="name" /><input name="cpf" /><input name="email" />';
    document.body.append(form);
    const [, cpf, email] = [...form.querySelectorAll('input')];
    focusFirstInvalid(form);
    // React's update comes after the next frame here, as on a busy phone.
    await frame();
    await frame();
    cpf?.setAttribute('aria-invalid', 'true');
    email?.setAttribute('aria-invalid', 'true');
    await vi.waitFor(() => expect(document.activeElement).toBe(cpf));
    form.remove();
  });

  it('gives up after the frames it was given when nothing is marked', async () => {
    const form = document.createElement('form');
    form.innerHTML = '<input name="cpf" />';
    document.body.append(form);
    focusFirstInvalid(form, 2);
    for (let i = 0; i < 4; i++) await frame();
    form.querySelector('input')?.setAttribute('aria-invalid', 'true');
    for (let i = 0; i < 4; i++) await frame();
    expect(document.activeElement).toBe(document.body);
    form.remove();
  });
});
