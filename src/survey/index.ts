/** The survey: one question per surface (data), answered from a file, defaults, or a prompt port. */
export { runSurvey, SurveyInterrupted, type SurveyOptions } from './run.js';
export { QUESTIONS, questionFor, sellsOnline, hasServices, type SurveyQuestion } from './questions.js';
export { inquirerPort, SurveyCancelled, type PromptPort, type PromptChoice, type PromptQuestion } from './prompt-port.js';
export { parseAnswers, readAnswersFile, type Answers } from './answers-file.js';
