// How answering feels (issue 39): Esc never throws answers away, a cancel that would lose them asks
// once, long choices are compact, required answers carry a mark whose meaning is said once.
import { ElicitationForm } from '@elicitkit/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import contact from '@elicitkit/fixtures/cases/spec-2026-multiple-fields.json';
import multiselect from '@elicitkit/fixtures/cases/multiselect-untitled.json';
import serverEverythingLike from '@elicitkit/fixtures/cases/server-everything-like.json';
import { StoryFrame } from './StoryFrame.js';
import { storyWords } from './storyWords.js';

const meta: Meta<typeof ElicitationForm> = {
  title: 'Answering',
  component: ElicitationForm,
};
export default meta;
type Story = StoryObj<typeof ElicitationForm>;

const order = contact.params;

/** Esc inside a field does only what the field does: what was typed stays, the question stays. */
export const EscInAField: Story = {
  render: () => <StoryFrame params={order} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const w = storyWords(globals);
    const name = canvas.getByRole('textbox', { name: /^name/ });
    await userEvent.type(name, 'Ada Lovelace{Escape}');
    await expect(name).toHaveValue('Ada Lovelace');
    await expect(canvas.queryByTestId('result')).not.toBeInTheDocument();
    // The page says what Esc does (once the buttons are armed: the hint's place says so till then).
    await expect((await canvas.findByText(/Esc/)).closest('.ek-key-hint')).toHaveTextContent(
      w('form.escapeHint'),
    );
  },
};

/** Cancel with answers given asks once; focus starts on "Keep editing", which loses nothing. */
export const DiscardAnswers: Story = {
  render: () => <StoryFrame params={order} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const w = storyWords(globals);
    await userEvent.type(canvas.getByRole('textbox', { name: /^name/ }), 'Ada');
    await userEvent.click(canvas.getByRole('button', { name: w('actions.cancel') }));
    const asked = canvas.getByRole('group', { name: w('form.discardQuestion') });
    await expect(within(asked).getByRole('button', { name: w('form.discardKeep') })).toHaveFocus();
    await expect(canvas.queryByTestId('result')).not.toBeInTheDocument();
  },
};

/**
 * A rich question made compact: long single choices are selects, short lists sit side by side,
 * the generic hints are left out, and the one required field carries `*`, explained once.
 */
export const CompactQuestion: Story = {
  render: () => <StoryFrame params={serverEverythingLike.params} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const w = storyWords(globals);
    await expect(canvas.getByRole('combobox', { name: /^Planet/ })).toHaveDisplayValue('Earth');
    await expect(canvas.getByRole('combobox', { name: /^Drink/ })).toHaveDisplayValue('Tea');
    const heroes = canvas.getByRole('group', { name: /^Scientist/ });
    await expect(within(heroes).getAllByRole('radio')).toHaveLength(3);
    await expect(canvas.getByText(w('form.requiredNote'))).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('.ek-required')).toHaveLength(1);
  },
};

/** The host's other style: "(optional)" after each optional field, no `*` and no note. */
export const OptionalMarking: Story = {
  render: () => <StoryFrame params={order} fieldMarking="optional" />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const w = storyWords(globals);
    await expect(canvasElement.querySelector('.ek-required')).toBeNull();
    await expect(canvas.queryByText(w('form.requiredNote'))).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('.ek-optional')).toHaveTextContent(
      w('form.optionalSuffix').trim(),
    );
  },
};

/** One box too many ticked and Accept clicked once: the click lands, and says what is wrong. */
export const TooManyTicked: Story = {
  render: () => <StoryFrame params={multiselect.params} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const w = storyWords(globals);
    for (const topping of ['cheese', 'ham', 'mushroom', 'olive'])
      await userEvent.click(canvas.getByRole('checkbox', { name: topping }));
    await userEvent.click(canvas.getByRole('button', { name: w('actions.accept') }));
    await expect(canvas.getByText(w('summary.title', { count: 1 }))).toBeInTheDocument();
  },
};
