import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/ApiError.ts';
import { readServerSaveErrors } from './readServerSaveErrors.ts';

describe('the server refusal of a save', () => {
  it('becomes one problem per detail, on its line, in the words the server sent', () => {
    const error = new ApiError(400, 'flows.saveInvalid', 'O fluxo não foi salvo', [
      { line: 3, code: 'flows.errorJumpUndefined', message: 'Linha 3: defina o salto de erro.' },
      { line: null, code: 'flows.descriptionRequired', message: 'Escreva uma descrição.' },
    ]);
    expect(readServerSaveErrors(error)).toEqual([
      { line: 3, text: 'Linha 3: defina o salto de erro.' },
      { line: null, text: 'Escreva uma descrição.' },
    ]);
  });

  it('is not about lines when the failure is another one', () => {
    expect(readServerSaveErrors(new ApiError(403, 'generic.forbidden', 'Sem permissão'))).toBeNull();
    expect(readServerSaveErrors(new Error('boom'))).toBeNull();
    expect(readServerSaveErrors(null)).toBeNull();
  });
});
