import { beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorText } from './field-error-text';
import { loadTexts } from './translate';

// The English table loads when English is chosen (main.tsx, I18nProvider).
beforeAll(() => loadTexts('en'));

describe('the text of a field the server refused', () => {
  it('names a broken pattern with the field’s label, in Chinese', () => {
    expect(fieldErrorText('zh', { field: 'email', rule: 'pattern', message: '参数email格式不正确' }, '电子邮箱')).toBe(
      '「电子邮箱」格式不正确',
    );
  });

  it('names a broken pattern with the field’s label, in English, as a sentence', () => {
    expect(fieldErrorText('en', { field: 'email', rule: 'pattern' }, 'email address')).toBe('Email address is not in a valid format');
  });

  it('finds a label for a known parameter when the screen gives none', () => {
    expect(fieldErrorText('zh', { field: 'email', rule: 'pattern' })).toBe('「电子邮箱」格式不正确');
    expect(fieldErrorText('en', { field: 'email', rule: 'pattern' })).toBe('Email is not in a valid format');
  });

  it('says the limit of a length rule', () => {
    expect(fieldErrorText('zh', { field: 'realName', rule: 'maxLength', limit: 50 })).toBe('「真实姓名」不能超过50个字符');
    expect(fieldErrorText('en', { field: 'realName', rule: 'maxLength', limit: 50 })).toBe('Real name must be at most 50 characters');
  });

  it('calls a minimum length of one “must not be empty”', () => {
    expect(fieldErrorText('zh', { field: 'name', rule: 'minLength', limit: 1 })).toBe('「名称」不能为空');
  });

  it('asks for a missing field', () => {
    expect(fieldErrorText('zh', { field: 'name', rule: 'required' })).toBe('请填写「名称」');
    expect(fieldErrorText('en', { field: 'name', rule: 'required' })).toBe('Name is required');
  });

  it('keeps the server’s own sentence for a rule that is not a schema keyword', () => {
    expect(fieldErrorText('zh', { field: 'creditCode', rule: 'unique', message: '统一社会信用代码已被其他工会使用' })).toBe(
      '统一社会信用代码已被其他工会使用',
    );
  });

  it('falls back to the parameter’s own name when nothing better is known', () => {
    expect(fieldErrorText('en', { field: 'fooBar', rule: 'pattern' })).toBe('FooBar is not in a valid format');
  });
});
