"""table mode: a draft's join code, read-only link and status

Revision ID: 9d4e7a1b2c63
Revises: 5c2a9e0d4b71
Create Date: 2026-11-23 06:15:00

"""
from alembic import op
import sqlalchemy as sa


revision = '9d4e7a1b2c63'
down_revision = '5c2a9e0d4b71'
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table('drafts', schema=None) as batch_op:
        batch_op.add_column(sa.Column('code', sa.String(length=16), nullable=True))
        batch_op.add_column(sa.Column('view_token', sa.String(length=64), nullable=True))
        batch_op.add_column(sa.Column('table_status', sa.String(length=8), nullable=True))
        batch_op.create_unique_constraint('uq_drafts_code', ['code'])
        batch_op.create_unique_constraint('uq_drafts_view_token', ['view_token'])


def downgrade():
    with op.batch_alter_table('drafts', schema=None) as batch_op:
        batch_op.drop_constraint('uq_drafts_view_token', type_='unique')
        batch_op.drop_constraint('uq_drafts_code', type_='unique')
        batch_op.drop_column('table_status')
        batch_op.drop_column('view_token')
        batch_op.drop_column('code')
