/** KaLMA asks each BioKaLMA entry in two forms; ALCE questions have no variant. */
export type QuestionVariant = 'general' | 'specific';

export interface Question {
  id: string;
  text: string;
  variant?: QuestionVariant;
}
