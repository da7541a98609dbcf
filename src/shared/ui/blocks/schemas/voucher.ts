import { z } from 'zod';
import { BlockBase, RequiredText, TextField } from '../../../content/fields';

export const VoucherSchema = z.looseObject({ ...BlockBase, headline: RequiredText, text: TextField, buttonText: RequiredText });
export type VoucherBlock = z.infer<typeof VoucherSchema>;
