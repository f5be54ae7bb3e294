import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { PlainInputField } from '../ui/plain-field.tsx';
import { schemaRule, usePlainForm, type FieldRule } from './use-plain-form.ts';

type Fields = Record<'name' | 'password' | 'confirm', string>;

const nameSchema = z.string().trim().min(3, '名称至少3个字符');
const rules: Partial<Record<keyof Fields, FieldRule<Fields>>> = {
  // As the sign-in pages load theirs: the schema arrives a little later.
  name: schemaRule(() => Promise.resolve(nameSchema)),
  password: (value) => (value.length < 6 ? '密码至少6位' : undefined),
  confirm: (value, values) => (!value ? '请确认密码' : value !== values.password ? '两次输入的密码不一致' : undefined),
};

function TestForm({
  send,
  given = rules,
  preload,
}: {
  send: (values: Fields) => void;
  given?: typeof rules;
  preload?: () => void;
}) {
  const form = usePlainForm<Fields>({ name: '', password: '', confirm: '' }, given, preload);
  return (
    <form {...form.props(send)}>
      <PlainInputField {...form.field('name')} id="name" label="名称" />
      <PlainInputField {...form.field('password')} id="password" label="密码" type="password" />
      <PlainInputField {...form.field('confirm')} id="confirm" label="确认密码" type="password" />
      <button type="submit">提交</button>
    </form>
  );
}

const messages = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

describe('usePlainForm with PlainField and PlainInput', () => {
  it('says nothing of a field passed through empty; sending checks every field, shows why and sends nothing', async () => {
    const send = vi.fn();
    const preload = vi.fn();
    const user = userEvent.setup();
    render(<TestForm send={send} preload={preload} />);
    await user.click(screen.getByLabelText('名称'));
    await user.tab();
    expect(messages()).toEqual([]);
    // The rules' schemas start loading as the form takes the focus.
    expect(preload).toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: '名称' }).closest('form')).toHaveAttribute('novalidate');

    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(messages()).toEqual(['名称至少3个字符', '密码至少6位', '请确认密码']));
    expect(screen.getByLabelText('名称')).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
  });

  it('checks a field as the reader types; the confirmation follows the password', async () => {
    const user = userEvent.setup();
    render(<TestForm send={vi.fn()} />);
    await user.type(screen.getByLabelText('名称'), 'ab');
    expect(await screen.findByRole('alert')).toHaveTextContent('名称至少3个字符');
    await user.type(screen.getByLabelText('名称'), 'c');
    await waitFor(() => expect(messages()).toEqual([]));
    expect(screen.getByLabelText('名称')).toHaveAttribute('aria-invalid', 'false');

    await user.type(screen.getByLabelText('密码'), 'secret1');
    await user.type(screen.getByLabelText('确认密码'), 'secret1');
    await user.tab();
    expect(messages()).toEqual([]);
    await user.type(screen.getByLabelText('密码'), '2');
    await waitFor(() => expect(messages()).toEqual(['两次输入的密码不一致']));
  });

  it('sends the values once every field passes, and keeps what was typed', async () => {
    const send = vi.fn();
    const user = userEvent.setup();
    render(<TestForm send={send} />);
    await user.type(screen.getByLabelText('名称'), '小明同学');
    await user.type(screen.getByLabelText('密码'), 'secret1');
    await user.type(screen.getByLabelText('确认密码'), 'secret1');
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({ name: '小明同学', password: 'secret1', confirm: 'secret1' }),
    );
    expect(screen.getByLabelText('名称')).toHaveValue('小明同学');
  });

  it("shows a field's latest answer when an earlier check answers after it", async () => {
    const answers: ((message: string | undefined) => void)[] = [];
    const slow: typeof rules = {
      ...rules,
      name: () => new Promise<string | undefined>((resolve) => answers.push(resolve)),
    };
    const user = userEvent.setup();
    render(<TestForm send={vi.fn()} given={slow} />);
    await user.type(screen.getByLabelText('名称'), 'abc'); // a check at each of the three changes
    expect(answers).toHaveLength(3);
    await act(async () => answers[2]!(undefined));
    await act(async () => answers[0]!('名称至少3个字符'));
    expect(messages()).toEqual([]);
  });

  it('shows a password as text and hides it again, the eye out of the tab order', async () => {
    const user = userEvent.setup();
    render(<TestForm send={vi.fn()} />);
    const password = screen.getByLabelText('密码');
    expect(password).toHaveAttribute('type', 'password');
    const [eye] = screen.getAllByRole('button', { name: '显示密码' });
    expect(eye).toHaveAttribute('tabindex', '-1');
    await user.click(eye!);
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getAllByRole('button', { name: '隐藏密码' })[0]!);
    expect(password).toHaveAttribute('type', 'password');
  });
});
