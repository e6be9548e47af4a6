// Fixture for test/boundaries: a core file that breaks every dependency rule. Never compiled.
import { readFileSync } from 'node:fs';
import React from 'react';
import { render } from 'ink';
import Form from '@rjsf/core';
import { Client } from '@modelcontextprotocol/client';

export const broken = [readFileSync, React, render, Form, Client, process.env];
