// A dispatch's template values for one recipient: `{name}` is the recipient's name (its phone when
// the list has none) and `{phone}` its number. The sender fills each message with it, and the
// dispatch form's preview with a sample recipient, so both read the same.
export const recipientVariables = (variables: string[], recipient: { name: string; phone: string }) =>
  variables.map((value) =>
    value.replaceAll('{name}', recipient.name || recipient.phone).replaceAll('{phone}', recipient.phone),
  );
