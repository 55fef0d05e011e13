import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormPage, type FormPageBack } from '../../../components/form-page.tsx';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { ApiError, errorText } from '../../../lib/api-error.ts';
import { zodValidate } from '../../../lib/zod-form.ts';

type Field = 'domain' | 'url';

interface ListAddFormProps<F extends Field> {
  title: string;
  description?: ReactNode;
  back: FormPageBack;
  field: { name: F; label: string; placeholder: string };
  submitLabel: string;
  /** The contract's request schema, with the loaded list for the duplicate rule. */
  schema: z.ZodType<unknown, Record<F, string>>;
  busy: boolean;
  /** Sends the value as typed; resolves with the spec's success message. */
  send: (body: Record<F, string>) => Promise<{ message: string }>;
  /** The toast's title when the add fails for another reason than the value. */
  failedTitle: string;
}

/**
 * The add pages of the lists (spec doc 2 §2): one field judged by the contract's rules as the server
 * judges it, the submit button and Cancel, and the return link to the list's tab. A value the server
 * refuses (a duplicate added meanwhile, an invalid URL) is shown under the field, as a local failure.
 */
export function ListAddForm<F extends Field>(props: ListAddFormProps<F>) {
  const { field, back } = props;
  const navigate = useNavigate();
  const form = useForm<Record<F, string>>({
    mode: 'uncontrolled',
    initialValues: { [field.name]: '' } as Record<F, string>,
    validate: zodValidate(props.schema),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const answer = await props.send(values);
      notifySuccess(answer.message);
      navigate(back.to, { state: back.state });
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.errors.length > 0)
        form.setFieldError(field.name, errorText(error));
      else notifyError(error, props.failedTitle);
    }
  });

  return (
    <FormPage
      title={props.title}
      description={props.description}
      back={back}
      submitLabel={props.submitLabel}
      busy={props.busy}
      onSubmit={submit}
    >
      <TextInput
        label={field.label}
        placeholder={field.placeholder}
        required
        data-autofocus
        autoComplete="off"
        key={form.key(field.name)}
        {...form.getInputProps(field.name)}
      />
    </FormPage>
  );
}
