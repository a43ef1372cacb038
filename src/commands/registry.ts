import type { CommandSpec } from './types.js';
import analyze from './analyze.js';
import survey from './survey.js';
import convert from './convert.js';
import check from './check.js';
import status from './status.js';
import port from './port.js';
import verify from './verify.js';
import translate from './translate.js';
import defaultCommand from './default.js';

/** Subcommands in help order, then the bare default command. */
export const COMMANDS: CommandSpec[] = [analyze, survey, convert, check, verify, status, translate, port, defaultCommand];
