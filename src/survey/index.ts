/** The survey: one question per surface (data), answered from a file, defaults, or a prompt port. */
export { runSurvey, type SurveyOptions } from './run.js';
export { SurveyInterrupted } from './interrupted.js';
export { QUESTIONS, questionFor, sellsOnline, hasServices, type SurveyQuestion } from './questions.js';
export { inquirerPort, type PromptPort, type PromptChoice } from './prompt-port.js';
export { parseAnswers, readAnswersFile, type Answers } from './answers-file.js';
